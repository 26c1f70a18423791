import { buildSchema, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { loadConfig } from '../config/app-config.js';
import { GRAPHQL_LIMITS, graphqlOptions } from './graphql.config.js';

// A schema with a recursive type, so queries of any depth can be written.
const schema = buildSchema(`
  type Node { id: ID! child: Node left: Node right: Node }
  type Query { node: Node }
`);
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'spec-secret' });
const rules = [...specifiedRules, ...(graphqlOptions(config).validationRules as ValidationRule[])];
// The limit rules throw on the first violation; GraphQL's own rules report a list.
function errorsOf(query: string): string[] {
  try {
    return validate(schema, parse(query), rules).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

/** A balanced binary tree of selections: small depth, many fields. */
function tree(depth: number): string {
  return depth === 0 ? 'id' : `id left { ${tree(depth - 1)} } right { ${tree(depth - 1)} }`;
}

function nested(depth: number): string {
  let selection = 'id';
  for (let i = 0; i < depth; i++) selection = `child { ${selection} }`;
  return `{ node { ${selection} } }`;
}

describe('GraphQL limits', () => {
  it('accepts a query within the depth limit', () => {
    expect(errorsOf(nested(GRAPHQL_LIMITS.depth - 2))).toEqual([]);
  });

  it('refuses a query deeper than the limit', () => {
    expect(errorsOf(nested(GRAPHQL_LIMITS.depth + 1)).join()).toMatch(/depth/i);
  });

  it('refuses too many aliases', () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.aliases + 1 },
      (_, i) => `a${i}: node { id }`,
    ).join(' ');
    expect(errorsOf(`{ ${aliases} }`).join()).toMatch(/alias/i);
  });

  it('refuses a query whose cost is too high, though depth and aliases are fine', () => {
    expect(errorsOf(`{ node { ${tree(5)} } }`)).toEqual([]);
    expect(errorsOf(`{ node { ${tree(7)} } }`).join()).toMatch(/cost/i);
  });
});
