// Self-test of the ESLint rule "SQL only in repository files" (tools/eslint/data-layer-rule.mjs):
// lints deliberate violations inside a service and expects the rule's error, and lints the same
// code as a repository file and expects none. Run by `npm run lint`.
//
//   node tools/check-data-layer.mjs --self-test
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(import.meta.dirname, '..');

// The samples are linted as text standing in for a real file. With CI=true typescript-eslint
// builds one program from the files on disk ("single run") and crashes on such text; the
// program it builds per file (as in an editor) takes the text as it is.
process.env.TSESTREE_SINGLE_RUN = 'false';
const RULE = 'platform/sql-in-repositories';

/** Each sample is linted under a real file's path outside the data layer (so type information is there). */
const SERVICE = 'apps/api/src/modules/tickets/tickets.resolver.ts';

/** Files where data access belongs: the rule is off there; on for the others. */
const RULE_OFF = [
  'apps/api/src/modules/tickets/tickets.repository.ts',
  'apps/api/src/modules/billing/invoice-lines.sql.ts',
  'apps/api/src/core/database/migrations/1795570000000-sample.ts',
];
const RULE_ON = [
  SERVICE,
  'apps/api/src/modules/billing/any-helper.ts',
  'apps/api/src/core/jobs/x.ts',
];

const header = `import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
class Row { id = ''; }
`;

const SAMPLES = [
  {
    name: 'raw SQL through the data source',
    code: `${header}@Injectable()
export class S {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  run(): Promise<unknown> { return this.db.query('SELECT 1'); }
}`,
    expected: 1,
  },
  {
    name: 'a TypeORM repository injected and used',
    code: `${header}@Injectable()
export class S {
  constructor(@InjectRepository(Row) private readonly rows: Repository<Row>) {}
  run(): Promise<Row | null> { return this.rows.findOneBy({ id: 'x' }); }
}`,
    expected: 2,
  },
  {
    name: 'a query builder and getRepository on the manager',
    code: `${header}@Injectable()
export class S {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  run(): Promise<unknown> {
    return this.db.transaction((m) => m.getRepository(Row).createQueryBuilder('r').getMany());
  }
}`,
    expected: 3,
  },
  {
    name: 'a unit of work handing its manager on (allowed)',
    code: `${header}@Injectable()
export class S {
  constructor(@InjectDataSource() private readonly db: DataSource) {}
  run(save: (m: unknown) => Promise<void>): Promise<void> { return this.db.transaction((m) => save(m)); }
}`,
    expected: 0,
  },
];

async function selfTest() {
  // Only this rule runs: the samples are not meant to satisfy the others, and a type-aware
  // rule that words a message can trip over the sample standing in for a real file.
  const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId === RULE });
  const failures = [];
  for (const sample of SAMPLES) {
    const [result] = await eslint.lintText(sample.code, { filePath: join(ROOT, SERVICE) });
    const fatal = result.messages.filter((m) => m.fatal);
    const found = result.messages.filter((m) => m.ruleId === RULE).length;
    if (fatal.length > 0 || found !== sample.expected) {
      failures.push(
        `${sample.name}: expected ${sample.expected} "${RULE}" errors, got ${found}` +
          (fatal.length ? ` (${fatal.map((m) => m.message).join('; ')})` : ''),
      );
    }
  }
  for (const [files, on] of [
    [RULE_OFF, false],
    [RULE_ON, true],
  ]) {
    for (const file of files) {
      const config = await eslint.calculateConfigForFile(join(ROOT, file));
      const level = config?.rules?.[RULE]?.[0] ?? config?.rules?.[RULE];
      const active = level === 2 || level === 'error';
      if (active !== on) failures.push(`${file}: the rule should be ${on ? 'on' : 'off'}`);
    }
  }
  if (failures.length > 0) {
    console.error(`data layer self-test failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`data layer: self-test passed (${SAMPLES.length} samples)`);
}

if (process.argv.includes('--self-test')) {
  await selfTest();
} else {
  console.error('usage: node tools/check-data-layer.mjs --self-test');
  process.exit(2);
}
