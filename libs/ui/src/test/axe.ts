import axe, { type ImpactValue, type Result } from 'axe-core';

const SERIOUS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe-core on a rendered element and returns its serious and critical violations as
 * readable lines (empty when there are none). Rules that need a real layout engine (colour
 * contrast) are off: jsdom computes no styles; the browser tests check those.
 */
export async function seriousAxeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation: Result) => violation.impact && SERIOUS.includes(violation.impact))
    .map(
      (violation: Result) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
