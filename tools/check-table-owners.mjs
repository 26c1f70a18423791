// A module reads and writes another module's data only through that module's exported
// services: its SQL never names another module's tables (entity imports are checked by ESLint).
// This script finds the owner of every table and fails, listing `file:line table (owner)`, where
// a module's SQL names a table another module owns, or where `core` names any module's table.
//
//   node tools/check-table-owners.mjs [--allow <file>...]   check apps/api/src
//   node tools/check-table-owners.mjs --self-test           check the detector on samples
//
// Functions and triggers that migrations create are checked too: a function's SQL body names
// tables of one module at most, and every trigger runs a function of the module that owns its
// table (a function naming no table belongs to the owner of the tables it is triggered on).
//
// `--allow` lists files (relative to the repository root) whose foreign tables are still being
// moved behind their owners' services: reported as pending, not failed. It is temporary.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..');
const SRC = 'apps/api/src';
const MODULES = `${SRC}/modules`;
const CORE = `${SRC}/core`;
const MIGRATIONS = `${CORE}/database/migrations`;

/**
 * Tables that a migration creates without an entity to own them, with their owning module.
 * A migration that creates a table with neither fails the check, so this stays complete.
 */
const MIGRATION_TABLE_OWNERS = {};

/**
 * Tables owned by `core` (infrastructure every module builds on, such as `app_meta`) may be
 * named by any module: dependencies point from the modules to core.
 */
const SHARED_OWNER = 'core';

const ENTITY = /@Entity\(\s*(?:\{\s*name:\s*)?['"](\w+)['"]/g;
const CREATE_TABLE =
  /CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:\\?"?public\\?"?\.)?\\?"?(\w+)/gi;
const TABLE_REF =
  /\b(DELETE\s+FROM|FROM|JOIN|UPDATE|INTO|TABLE|TRUNCATE|USING)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?([A-Za-z_]\w*)"?(\s*\()?/gi;
const CTE_NAME = /\b([A-Za-z_]\w*)\s*(?:\([^()]*\))?\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi;
const NEXT_IN_LIST = /^\s*(?:ONLY\s+)?(?:"?public"?\.)?"?([A-Za-z_]\w*)"?(\s*\()?/i;
const FROM_LIST_END =
  /\b(?:WHERE|GROUP|ORDER|LIMIT|OFFSET|JOIN|INNER|LEFT|RIGHT|FULL|CROSS|NATURAL|ON|RETURNING|SET|UNION|EXCEPT|INTERSECT|HAVING|WINDOW|FOR|SELECT|VALUES)\b|;/i;

/**
 * Triggers whose table and function belong to different modules on purpose, with the reason.
 * A new entry needs one; the check fails when an entry no longer matches a trigger.
 */
const CROSS_MODULE_TRIGGERS = {
  // The listing shows each host's name; a rename must drop the cached listing pages at once.
  // The trigger only sends a notification (no data crosses): the workshops module listens.
  users_listing_notify: 'a host rename drops the cached Academy listing pages',
  // The About page's team cards show each member's e-mail address; the profiles module listens.
  users_team_notify: 'a changed e-mail address drops the rendered About pages',
};

const CREATE_FUNCTION =
  /CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)\s*\([^)]*\)[\s\S]*?(?:\$\$([\s\S]*?)\$\$|RETURN\s([\s\S]*)$)/gi;
const CREATE_TRIGGER =
  /CREATE\s+(?:CONSTRAINT\s+)?TRIGGER\s+(\S+)[\s\S]*?\bON\s+(?:"?public"?\.)?"?(\S+?)"?\s[\s\S]*?EXECUTE\s+(?:FUNCTION|PROCEDURE)\s+(\w+)\s*\(/gi;

const args = process.argv.slice(2);
if (args.includes('--self-test')) {
  selfTest();
} else {
  const files = sourceFiles();
  check(files, allowedFiles(args, files));
}

function check(files, allowed) {
  const problems = [];
  const owners = tableOwners(problems);
  const objects = checkMigrationObjects(owners, problems);
  const found = [];
  for (const file of files) {
    const scanner = ownerOfFile(file);
    for (const ref of tableRefs(read(file), file)) {
      const owner = owners.get(ref.table);
      if (!owner || owner === scanner || owner === SHARED_OWNER) continue;
      found.push({ ...ref, file, owner });
    }
  }
  const pending = found.filter((ref) => allowed.has(ref.file));
  const failed = found.filter((ref) => !allowed.has(ref.file));
  const line = (ref) => `  ${ref.file}:${ref.line} ${ref.table} (${ref.owner})`;

  if (pending.length > 0) {
    const byFile = new Map();
    for (const ref of pending) byFile.set(ref.file, new Set(byFile.get(ref.file)).add(ref.table));
    const lines = [...byFile].map(([file, tables]) => `  ${file}: ${[...tables].join(', ')}`);
    console.log(`table owners: pending (allowed for now with --allow):\n${lines.join('\n')}`);
  }
  for (const file of allowed) {
    if (!found.some((ref) => ref.file === file)) {
      console.log(`table owners: ${file} no longer names a foreign table: drop it from --allow`);
    }
  }
  if (failed.length > 0) {
    problems.push(
      `SQL names tables of other modules (ask the owner's exported service instead):\n${failed.map(line).join('\n')}`,
    );
  }
  if (problems.length > 0) {
    console.error(problems.map((p) => `table owners: ${p}`).join('\n'));
    process.exit(1);
  }
  const rest = pending.length > 0 ? ` outside the ${allowed.size} pending files` : '';
  console.log(
    `table owners: ${owners.size} tables, none named by another module's SQL${rest}; ` +
      `${objects.functions} functions and ${objects.triggers} triggers in migrations, one owner each`,
  );
}

/** The SQL of every string and template literal of the migrations, loop variables expanded. */
function migrationStatements(file) {
  return statementsOf(read(file), file);
}

function statementsOf(text, file = 'sample.ts') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const statements = [];
  const visit = (node, loops) => {
    if (ts.isForOfStatement(node) && ts.isArrayLiteralExpression(node.expression)) {
      const decl = node.initializer.declarations?.[0]?.name;
      const values = node.expression.elements.filter(ts.isStringLiteral).map((e) => e.text);
      if (decl && ts.isIdentifier(decl)) loops = { ...loops, [decl.text]: values };
    }
    if (ts.isTemplateExpression(node)) {
      let variants = [node.head.text];
      for (const span of node.templateSpans) {
        const name = ts.isIdentifier(span.expression) ? span.expression.text : undefined;
        const values = (name && loops[name]) || ['?'];
        variants = variants.flatMap((v) => values.map((value) => v + value + span.literal.text));
      }
      statements.push(...variants);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      statements.push(node.text);
    }
    ts.forEachChild(node, (child) => visit(child, loops));
  };
  visit(source, {});
  return statements;
}

/** Functions and triggers of the migrations: one owner each (see the header). */
function checkMigrationObjects(owners, problems) {
  const files = listTs(MIGRATIONS).map((file) => ({ file, sql: migrationStatements(file) }));
  const found = migrationObjectProblems(owners, files, CROSS_MODULE_TRIGGERS);
  problems.push(...found.problems);
  return found;
}

/** The problems among the functions and triggers these files' SQL creates. */
function migrationObjectProblems(owners, files, crossModule) {
  const problems = [];
  const functions = new Map();
  const triggers = [];
  for (const { file, sql } of files) {
    for (const statement of sql) {
      for (const [, name, body, returned] of statement.matchAll(CREATE_FUNCTION)) {
        const tables = sqlTables(body ?? returned ?? '').map((ref) => ref.table);
        const modules = new Set(
          tables.map((t) => owners.get(t)).filter((o) => o && o !== SHARED_OWNER),
        );
        functions.set(name, { file, modules });
      }
      for (const [, name, table, fn] of statement.matchAll(CREATE_TRIGGER)) {
        triggers.push({ file, name, table, fn });
      }
    }
  }
  for (const [name, { file, modules }] of functions) {
    if (modules.size > 1)
      problems.push(`${file}: function ${name} names tables of ${[...modules].join(' and ')}`);
  }
  const byFunction = new Map();
  for (const trigger of triggers) {
    const owner = owners.get(trigger.table);
    if (!owner) {
      problems.push(
        `${trigger.file}: trigger ${trigger.name} is on ${trigger.table}, a table with no owner`,
      );
      continue;
    }
    byFunction.set(trigger.fn, [...(byFunction.get(trigger.fn) ?? []), { ...trigger, owner }]);
  }
  const excused = new Set();
  for (const [fn, list] of byFunction) {
    const named = functions.get(fn)?.modules;
    const owner = named?.size === 1 ? [...named][0] : ownerByCount(list);
    for (const trigger of list) {
      if (trigger.owner === owner || trigger.owner === SHARED_OWNER) continue;
      if (crossModule[trigger.name]) {
        excused.add(trigger.name);
        continue;
      }
      problems.push(
        `${trigger.file}: trigger ${trigger.name} on ${trigger.table} (${trigger.owner}) runs ${fn}() of ${owner}`,
      );
    }
  }
  for (const name of Object.keys(crossModule)) {
    if (!excused.has(name))
      problems.push(
        `CROSS_MODULE_TRIGGERS names ${name}, which no longer crosses modules: drop it`,
      );
  }
  return { problems, functions: functions.size, triggers: triggers.length };
}

/** The module most of these triggers' tables belong to. */
function ownerByCount(list) {
  const counts = new Map();
  for (const { owner } of list) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** `--allow a.ts b.ts`: the files after the flag, up to the next flag. */
function allowedFiles(argv, files) {
  const allowed = new Set();
  let inAllow = false;
  for (const arg of argv) {
    if (arg === '--allow') inAllow = true;
    else if (arg.startsWith('--')) return usage(`unknown option ${arg}`);
    else if (inAllow) allowed.add(relative(ROOT, join(ROOT, arg)));
    else return usage(`unexpected argument ${arg} (files go after --allow)`);
  }
  for (const file of allowed) {
    if (!files.includes(file)) return usage(`--allow ${file}: no such source file`);
  }
  return allowed;
}

/** Table -> owning module (or `core`): the entities, then the map for migration-only tables. */
function tableOwners(problems) {
  const owners = new Map();
  for (const file of [...listTs(MODULES), ...listTs(CORE)]) {
    for (const [, table] of read(file).matchAll(ENTITY)) {
      const owner = ownerOfFile(file);
      if (owners.has(table) && owners.get(table) !== owner) {
        problems.push(`${table} has two owners: ${owners.get(table)} and ${owner}`);
      }
      owners.set(table, owner);
    }
  }
  const created = new Map();
  for (const file of listTs(MIGRATIONS)) {
    for (const [, table] of read(file).matchAll(CREATE_TABLE)) created.set(table, file);
  }
  for (const [table, owner] of Object.entries(MIGRATION_TABLE_OWNERS)) {
    if (!created.has(table))
      problems.push(`${table} is in MIGRATION_TABLE_OWNERS but no migration creates it`);
    else if (owners.has(table))
      problems.push(`${table} has an entity: drop it from MIGRATION_TABLE_OWNERS`);
    else owners.set(table, owner);
  }
  for (const [table, file] of created) {
    if (!owners.has(table)) {
      problems.push(
        `${file} creates ${table}, which has no entity: name its owner in MIGRATION_TABLE_OWNERS`,
      );
    }
  }
  return owners;
}

/** The modules' and core's non-spec files, without the migrations (they create every table). */
function sourceFiles() {
  return [...listTs(MODULES), ...listTs(CORE)].filter(
    (file) => !file.endsWith('.spec.ts') && !file.startsWith(`${MIGRATIONS}/`),
  );
}

function ownerOfFile(file) {
  return file.startsWith(`${MODULES}/`) ? file.split('/')[4] : 'core';
}

/** Every table named after a SQL keyword in the string and template literals of `text`. */
function tableRefs(text, fileName = 'sample.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const refs = [];
  const visit = (node) => {
    const literal = literalText(node, source);
    if (literal !== undefined) {
      const start = node.getStart(source);
      for (const { table, index } of sqlTables(literal)) {
        refs.push({ table, line: source.getLineAndCharacterOfPosition(start + index).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/**
 * A literal's source text, with the `${...}` expressions of a template blanked out (their own
 * literals are visited separately), so offsets still point at the right line.
 */
function literalText(node, source) {
  if (
    !ts.isStringLiteral(node) &&
    !ts.isNoSubstitutionTemplateLiteral(node) &&
    !ts.isTemplateExpression(node)
  ) {
    return undefined;
  }
  const start = node.getStart(source);
  let text = source.text.slice(start, node.end);
  if (ts.isTemplateExpression(node)) {
    for (const span of node.templateSpans) {
      const from = span.expression.getFullStart() - start;
      const to = span.expression.end - start;
      text = text.slice(0, from) + text.slice(from, to).replace(/[^\n]/g, '?') + text.slice(to);
    }
  }
  return text;
}

/** Table names in one literal: after FROM, JOIN, UPDATE, INTO, TABLE..., minus its CTEs and functions. */
function sqlTables(sql) {
  const ctes = new Set([...sql.matchAll(CTE_NAME)].map((m) => m[1].toLowerCase()));
  const tables = [];
  const add = (name, index) => {
    const table = name.toLowerCase();
    if (!ctes.has(table)) tables.push({ table, index });
  };
  for (const match of sql.matchAll(TABLE_REF)) {
    const keyword = match[1].toUpperCase();
    const isCall = match[3] !== undefined && /^(FROM|JOIN|USING)$/.test(keyword);
    if (!isCall) add(match[2], match.index + match[0].indexOf(match[2]));
    if (keyword === 'FROM' || keyword === 'USING') {
      // `FROM a x, b y`: the tables after the first, split at top-level commas.
      const after = match.index + match[0].length - (match[3]?.length ?? 0);
      const rest = sql.slice(after);
      const end = rest.search(FROM_LIST_END);
      let depth = 0;
      const list = end === -1 ? rest : rest.slice(0, end);
      for (let i = 0; i < list.length; i++) {
        const c = list[i];
        if (c === '(') depth++;
        else if (c === ')') depth--;
        if (depth < 0) break;
        if (c === ',' && depth === 0) {
          const next = NEXT_IN_LIST.exec(list.slice(i + 1));
          if (next && next[2] === undefined) add(next[1], after + i + 1 + next[0].indexOf(next[1]));
        }
      }
    }
  }
  return tables;
}

function usage(message) {
  console.error(`table owners: ${message}`);
  process.exit(2);
}

function selfTest() {
  const samples = [
    ["q('SELECT 1 FROM users WHERE id = $1')", ['users']],
    ['q(`SELECT t.id FROM tickets t\n JOIN users u ON u.id = t.owner_id`)', ['tickets', 'users']],
    ['q(`DELETE FROM mail_outbox WHERE ${cond} RETURNING id`)', ['mail_outbox']],
    ['q(`INSERT INTO memberships (user_id) VALUES ($1)`)', ['memberships']],
    ['q(`UPDATE "public"."profiles" SET a = 1`)', ['profiles']],
    ['q(`SELECT * FROM unnest($1::uuid[]) AS x(id), generate_series(1, 3)`)', []],
    ['q(`WITH users AS (SELECT 1) SELECT * FROM users`)', []],
    ['q(`WITH RECURSIVE tickets(n) AS (SELECT 1) SELECT n FROM tickets`)', []],
    [
      'q(`SELECT * FROM workshops w, workshop_sessions s WHERE s.workshop_id = w.id`)',
      ['workshops', 'workshop_sessions'],
    ],
    ['q(`SELECT ${`(SELECT 1 FROM invoices)`} AS n FROM ${table}`)', ['invoices']],
    ["// SELECT 1 FROM users\nconst x = 'users'; const y = /FROM users/;", []],
    [
      'q(`DELETE FROM bookings b USING consultants c WHERE c.id = b.consultant_id`)',
      ['bookings', 'consultants'],
    ],
  ];
  let failures = 0;
  for (const [code, expected] of samples) {
    const tables = tableRefs(code).map((ref) => ref.table);
    if (JSON.stringify(tables) !== JSON.stringify(expected)) {
      failures++;
      console.error(
        `self-test: ${code}\n  expected ${JSON.stringify(expected)}, got ${JSON.stringify(tables)}`,
      );
    }
  }
  const [lineRef] = tableRefs('const a = 1;\nq(`SELECT 1\n  FROM users`);');
  if (lineRef?.line !== 3) {
    failures++;
    console.error(`self-test: expected the reference on line 3, got ${lineRef?.line}`);
  }
  const owners = new Map([
    ['workshops', 'workshops'],
    ['workshop_sessions', 'workshops'],
    ['users', 'auth'],
  ]);
  const sql = [
    'CREATE FUNCTION refresh() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE workshops SET a = 1; RETURN NULL; END $$',
    'CREATE FUNCTION mixed() RETURNS void LANGUAGE sql AS $$ SELECT 1 FROM workshops w JOIN users u ON u.id = w.creator_id $$',
    'CREATE TRIGGER sessions_refresh AFTER UPDATE ON workshop_sessions FOR EACH ROW EXECUTE FUNCTION refresh()',
    'CREATE TRIGGER users_refresh AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refresh()',
  ];
  const expected = [
    'sample.ts: function mixed names tables of workshops and auth',
    'sample.ts: trigger users_refresh on users (auth) runs refresh() of workshops',
  ];
  const { problems } = migrationObjectProblems(owners, [{ file: 'sample.ts', sql }], {});
  if (JSON.stringify(problems) !== JSON.stringify(expected)) {
    failures++;
    console.error(
      `self-test: migration objects\n  expected ${JSON.stringify(expected)}, got ${JSON.stringify(problems)}`,
    );
  }
  const loop = statementsOf(
    "for (const table of ['a', 'b']) q(`CREATE TRIGGER ${table}_x ON ${table}`);",
  ).find((statement) => statement.startsWith('CREATE'));
  if (loop !== 'CREATE TRIGGER a_x ON a') {
    failures++;
    console.error(`self-test: expected the loop's tables expanded, got ${loop}`);
  }
  if (failures > 0) process.exit(1);
  console.log(`table owners: self-test passed (${samples.length + 4} samples)`);
}

function listTs(dir) {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .sort();
}

function read(file) {
  return readFileSync(join(ROOT, file), 'utf8');
}
