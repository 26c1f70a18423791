import type { DataSource } from 'typeorm';
import { requestContext } from '../../src/core/context/request-context.js';

export interface StatementCounter {
  /** The statements sent since the last reset, in order. */
  readonly statements: readonly string[];
  reset(): void;
  /** Puts the data source's own logger back. */
  stop(): void;
}

/**
 * Counts the statements the app sends through its data source (TypeORM logs every one,
 * transaction control included). `requestsOnly`: only those sent while serving a request, so a
 * job or timer running beside it does not count.
 */
export function countStatements(
  dataSource: DataSource,
  options: { requestsOnly?: boolean } = {},
): StatementCounter {
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  const statements: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (!options.requestsOnly || requestContext.current()) statements.push(query);
    original(query, parameters, runner);
  };
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
    stop: () => {
      logger.logQuery = original;
    },
  };
}
