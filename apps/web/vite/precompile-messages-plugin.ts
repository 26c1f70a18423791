import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The parts of an ESTree node this plugin reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Replaces every literal `defaultMessage` in the web app's code (the German texts) with its
 * parsed ICU form, as react-intl accepts it, so the browser never parses a message and the
 * build can leave the ICU parser out (see the `no-parser` alias in vite.config.ts). A
 * `defaultMessage` that is not a literal stops the build: at run time it could not be parsed.
 */
export function precompileMessagesPlugin(options: { include: RegExp }): Plugin {
  return {
    name: 'platform:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!options.include.test(file) || !code.includes('defaultMessage')) return null;
      const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
      const program = parseAst(code, { lang }, file) as unknown as Node;
      const edits: { start: number; end: number; text: string }[] = [];
      visit(program, (node) => {
        const target = messageValue(node);
        if (!target) return;
        const text = literalText(target.value);
        if (text === null) {
          this.error(
            `${file}: a defaultMessage must be a string literal (at ${target.value.start}).`,
          );
        }
        const ast = JSON.stringify(parse(text));
        edits.push({
          start: target.value.start,
          end: target.value.end,
          text: target.inJsx ? `{${ast}}` : ast,
        });
      });
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: result, map: null };
    },
  };
}

/** `defaultMessage: '...'` in an object, or `defaultMessage="..."` on a JSX element. */
function messageValue(node: Node): { value: Node; inJsx: boolean } | null {
  if (node.type === 'Property' && keyName(node.key as Node) === 'defaultMessage') {
    return { value: node.value as Node, inJsx: false };
  }
  if (node.type === 'JSXAttribute' && (node.name as Node | undefined)?.name === 'defaultMessage') {
    const value = node.value as Node | null;
    if (!value) return null;
    if (value.type === 'JSXExpressionContainer') {
      return { value: value.expression as Node, inJsx: false };
    }
    return { value, inJsx: true };
  }
  return null;
}

function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The text of a string literal or a template literal without expressions, else null. */
function literalText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? null;
  }
  return null;
}

function visit(node: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  onNode(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && value && typeof value === 'object') visit(value, onNode);
  }
}
