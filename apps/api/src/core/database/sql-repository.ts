import type { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction's handle. A service opens the unit of work (`dataSource.transaction`) and hands
 * it to repositories, the mail outbox and the audit log, so their writes commit together.
 */
export type Tx = EntityManager;

/**
 * Base of the modules' repositories (`*.repository.ts`): parametrised SQL (or TypeORM
 * repositories) returning plain typed rows. Each method takes an optional `tx`; without one it
 * runs on its own.
 */
export abstract class SqlRepository {
  protected constructor(protected readonly dataSource: DataSource) {}

  protected db(tx?: Tx): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}
