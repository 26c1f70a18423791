/**
 * Illustrated portraits for demo profiles, drawn as SVG in the style of the site's drawings
 * (flat shapes, the brand's palette): a person from the shoulders up, never a photo of anyone.
 */
export interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: 'long' | 'short' | 'bun';
  /** Colour of the top they wear. */
  top: string;
  /** Colour of the backdrop's circle. */
  accent: string;
  glasses?: boolean;
}

const BACKDROP = '#e3f1f3';
const INK = '#1b2a32';

/** Hair behind the head (long hair falls to the shoulders; a bun sits on top). */
function hairBehind(look: PortraitLook): string {
  if (look.hairStyle === 'long')
    return `<path d="M150 236c0-92 44-142 106-142s106 50 106 142c0 62-14 118-30 138H180c-16-20-30-76-30-138z" fill="${look.hair}"/>`;
  if (look.hairStyle === 'bun') return `<circle cx="256" cy="104" r="42" fill="${look.hair}"/>`;
  return '';
}

/** Hair over the forehead. */
function hairFront(look: PortraitLook): string {
  if (look.hairStyle === 'short')
    return `<path d="M178 222c-4-66 30-108 80-108 54 0 84 40 78 102-20-6-44-22-58-44-22 26-58 44-100 50z" fill="${look.hair}"/>`;
  return `<path d="M184 218c10-58 40-86 74-86 40 0 68 32 72 84-30-4-58-20-74-44-16 26-40 42-72 46z" fill="${look.hair}"/>`;
}

function glasses(look: PortraitLook): string {
  if (!look.glasses) return '';
  return `<g fill="none" stroke="${INK}" stroke-width="6"><circle cx="222" cy="236" r="22"/><circle cx="292" cy="236" r="22"/><path d="M244 236h26"/></g>`;
}

/** A 512 × 512 portrait (rendered to PNG and stored like an uploaded photo). */
export function portraitSvg(look: PortraitLook): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${BACKDROP}"/>
  <circle cx="404" cy="104" r="148" fill="${look.accent}" opacity="0.35"/>
  ${hairBehind(look)}
  <path d="M222 310h68v48c0 19-15 34-34 34s-34-15-34-34z" fill="${look.skin}"/>
  <path d="M222 330c20 12 48 12 68 0v-20h-68z" fill="${INK}" opacity="0.12"/>
  <path d="M86 512c12-110 80-170 170-170s158 60 170 170z" fill="${look.top}"/>
  <ellipse cx="256" cy="232" rx="72" ry="84" fill="${look.skin}"/>
  <ellipse cx="184" cy="240" rx="12" ry="18" fill="${look.skin}"/>
  <ellipse cx="328" cy="240" rx="12" ry="18" fill="${look.skin}"/>
  ${hairFront(look)}
  <circle cx="226" cy="240" r="6" fill="${INK}"/>
  <circle cx="288" cy="240" r="6" fill="${INK}"/>
  <path d="M236 282c12 10 30 10 42 0" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
  ${glasses(look)}
</svg>`;
}
