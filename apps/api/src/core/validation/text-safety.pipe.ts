import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { isMultiLineText } from '@platform/domain';
import { requestContext } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { fieldText } from '../errors/validation.js';

/**
 * Every string a caller sends (REST body, query and path, GraphQL arguments) must be proper
 * text: no NUL or other control characters besides tab and line breaks, no lone surrogates.
 * Such strings cannot be stored, compared or mailed; refusing them here keeps them from ever
 * reaching PostgreSQL or a mail header. Field rules (single line, e-mail) come after this.
 */
// What callers send: REST body, query and path; GraphQL arguments (Nest passes their type as 3).
// Never the parent object of a field resolver, the context or a custom decorator's value.
const CALLER_INPUT = new Set<string | number>(['body', 'query', 'param', 'args', 3]);

@Injectable()
export class TextSafetyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CALLER_INPUT.has(metadata.type)) return value;
    const root = typeof value === 'object' ? '' : (metadata.data ?? metadata.type);
    const bad = firstUnsafePath(value, root);
    if (bad !== undefined)
      throw new DomainError('VALIDATION_FAILED', {
        fields: { [bad]: fieldText('isMultiLine', requestContext.locale()) },
      });
    return value;
  }
}

/** The path of the first unsafe string in a value, if any (iterative; depth is bounded earlier). */
export function firstUnsafePath(value: unknown, root: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isMultiLineText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, join(path, String(index))]));
    } else if (typeof current === 'object' && current !== null && isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) stack.push([item, join(path, key)]);
    }
  }
  return undefined;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Parsed JSON and GraphQL input objects; never class instances such as dates or buffers. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === null || prototype === Object.prototype;
}
