// TypeORM's `query()` on PostgreSQL answers an UPDATE or DELETE (with or without RETURNING) as the
// pair `[rows, affectedCount]`, a SELECT or INSERT as the rows. Code that reads an UPDATE's
// answer as rows (`rows.length === 0`, `rows[0].id`) sees "something happened" every time: a
// claim that should lose wins, a "not found" is never raised. This script fails, listing
// `file:line`, where the answer of an UPDATE/DELETE run through `.query(` is used at all,
// unless the call names the pair as its type (`query<[Row[], number]>`); read such answers
// through `queryReturning` (rows) or `queryAffected` (count) of core/database/returning.ts.
//
//   node tools/check-write-results.mjs               check apps/api/src
//   node tools/check-write-results.mjs --self-test   check the detector on samples
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const SRC = 'apps/api/src';

/** Whether the statement that gives the answer (after any WITH) is an UPDATE or a DELETE. */
export function endsInWrite(sql) {
  let text = sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  // Drop everything inside parentheses: CTE bodies, sub-selects, column lists.
  let previous;
  do {
    previous = text;
    text = text.replace(/\([^()]*\)/g, ' ');
  } while (text !== previous);
  text = text.replace(
    /^\s*WITH\s+(RECURSIVE\s+)?(\w+\s+AS\s+(NOT\s+)?(MATERIALIZED\s+)?,?\s*)+/i,
    ' ',
  );
  return /^\s*(UPDATE|DELETE)\b/i.test(text);
}

/** The SQL text of a literal, a template (placeholders as `x`) or a same-file constant. */
function sqlOf(node, constants) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => ` x ${s.literal.text}`).join('');
  if (ts.isIdentifier(node)) return sqlOf(constants.get(node.text), constants);
  return undefined;
}

/** Whether the call's type argument is the pair `[…, number]`. */
function typedAsPair(call) {
  const [arg] = call.typeArguments ?? [];
  return (
    !!arg &&
    ts.isTupleTypeNode(arg) &&
    arg.elements.length === 2 &&
    arg.elements[1].kind === ts.SyntaxKind.NumberKeyword
  );
}

/** Whether the call's answer goes anywhere (not a bare `await x.query(…);`). */
function answerUsed(call) {
  let node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent))
    node = node.parent;
  const parent = node.parent;
  if (ts.isExpressionStatement(parent)) return false;
  if (ts.isVoidExpression(parent)) return false;
  return true;
}

/** `line` (1-based) of every wrongly read UPDATE/DELETE answer in this source text. */
export function findWrongReads(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const constants = new Map();
  const found = [];
  const collect = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query'
    ) {
      const sql = sqlOf(node.arguments[0], constants);
      if (sql !== undefined && endsInWrite(sql) && answerUsed(node) && !typedAsPair(node))
        found.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  collect(source);
  visit(source);
  return found;
}

function filesUnder(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const SAMPLES = [
  ["const r = await m.query('UPDATE t SET a = 1 WHERE id = $1 RETURNING id', [i]);", [1]],
  ["if ((await m.query('DELETE FROM t WHERE id = $1', [i])).length === 0) throw e;", [1]],
  ['return m.query(`UPDATE t SET a = ${X} WHERE id = $1`, [i]);', [1]],
  ["const S = 'DELETE FROM t';\nconst rows = await m.query(S);", [2]],
  ["const rows = await m.query('WITH a AS (SELECT 1) UPDATE t SET a = 1 RETURNING id');", [1]],
  [
    "const rows = await m.query('WITH e AS (UPDATE t SET a = 1 RETURNING id) SELECT id FROM e');",
    [],
  ],
  ["const [, n] = await m.query<[unknown[], number]>('DELETE FROM t');", []],
  ["await m.query('UPDATE t SET a = 1 WHERE id = $1', [i]);", []],
  ["const rows = await m.query('SELECT id FROM t WHERE id = $1 FOR UPDATE', [i]);", []],
  [
    "const rows = await m.query('INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2 RETURNING a');",
    [],
  ],
  ["const rows = await queryReturning(m, 'UPDATE t SET a = 1 RETURNING id', []);", []],
];

if (process.argv.includes('--self-test')) {
  let failed = 0;
  for (const [code, expected] of SAMPLES) {
    const got = findWrongReads('sample.ts', code);
    if (JSON.stringify(got) !== JSON.stringify(expected)) {
      failed += 1;
      console.error(`self-test: ${code}\n  expected lines ${expected}, got ${got}`);
    }
  }
  if (failed > 0) process.exit(1);
  console.log(`check-write-results self-test: ${SAMPLES.length} samples ok`);
} else {
  const problems = filesUnder(SRC).flatMap((file) =>
    findWrongReads(file, readFileSync(join(ROOT, file), 'utf8')).map(
      (line) => `${relative(ROOT, join(ROOT, file))}:${line}`,
    ),
  );
  if (problems.length > 0) {
    console.error(
      'UPDATE/DELETE answers read as rows (TypeORM answers [rows, affectedCount]); use ' +
        'queryReturning or queryAffected from core/database/returning.ts:\n  ' +
        problems.join('\n  '),
    );
    process.exit(1);
  }
  console.log('check-write-results: every UPDATE/DELETE answer is read as the pair');
}
