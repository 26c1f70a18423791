import { Injectable } from '@nestjs/common';

/**
 * A module's share of the daily data retention: it deletes its own rows that have outlived
 * their purpose. Modules that keep such rows register one with `RetentionContributors.register`
 * when they start; the job runs them by `order`, lower first.
 */
export interface RetentionContributor {
  order: number;
  /** Deletes what is due as of `now`; the number of rows removed under a name each (logged). */
  purge(now: Date): Promise<Record<string, number>>;
}

@Injectable()
export class RetentionContributors {
  private readonly contributors: RetentionContributor[] = [];

  register(contributor: RetentionContributor): void {
    this.contributors.push(contributor);
  }

  inOrder(): RetentionContributor[] {
    return [...this.contributors].sort((a, b) => a.order - b.order);
  }
}
