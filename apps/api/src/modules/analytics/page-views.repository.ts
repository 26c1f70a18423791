import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../core/database/sql-repository.js';
import { queryAffected } from '../../core/database/returning.js';

/** The `page_view_counts` table: views per Berlin day, path and language. */
@Injectable()
export class PageViewsRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async countView(path: string, locale: string): Promise<void> {
    await this.db().query(
      `INSERT INTO page_view_counts (day, path, locale, views)
       VALUES ((now() AT TIME ZONE 'Europe/Berlin')::date, $1, $2, 1)
       ON CONFLICT (day, path, locale) DO UPDATE SET views = page_view_counts.views + 1`,
      [path, locale],
    );
  }

  /** Deletes the counts of days before `months` months ago (the purge's answer as it was). */
  async deleteOlderThan(now: Date, months: number): Promise<number> {
    return queryAffected(
      this.db(),
      `DELETE FROM page_view_counts
       WHERE day < ($1::timestamptz - make_interval(months => $2))::date`,
      [now, months],
    );
  }
}
