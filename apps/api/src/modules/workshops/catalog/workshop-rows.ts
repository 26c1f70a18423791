import type { StoredWorkshopRow } from './workshop-rows.sql.js';

/** A stored workshop row with its creator (auth module) and poster kinds (media module). */
export interface WorkshopRow extends StoredWorkshopRow {
  /** Both null once the account is gone. */
  creator_name: string | null;
  creator_email: string | null;
  /** Null without a poster (or once its file is gone). */
  poster_is_pdf: boolean | null;
  pending_poster_is_pdf: boolean | null;
}

export interface RowCreator {
  name: string;
  email: string;
}

/** The accounts these rows need: each creator once. */
export function creatorIdsOf(rows: readonly StoredWorkshopRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) if (row.creator_id !== null) ids.add(row.creator_id);
  return [...ids];
}

/** The files these rows show or hold waiting: each poster once. */
export function posterIdsOf(rows: readonly StoredWorkshopRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.poster_media_id !== null) ids.add(row.poster_media_id);
    if (row.pending_poster_media_id !== null) ids.add(row.pending_poster_media_id);
  }
  return [...ids];
}

/** The rows in the order of `ids`, one per id; an id without a row is left out. */
export function inOrderOf<Row extends { id: string }>(
  ids: readonly string[],
  rows: readonly Row[],
): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Each row with its creator's name and e-mail and its posters' kinds, in the same order. */
export function withDetails(
  rows: readonly StoredWorkshopRow[],
  creators: ReadonlyMap<string, RowCreator>,
  posterKinds: ReadonlyMap<string, string>,
): WorkshopRow[] {
  const isPdf = (id: string | null) => {
    const kind = id === null ? undefined : posterKinds.get(id);
    return kind === undefined ? null : kind === 'pdf';
  };
  return rows.map((row) => {
    const creator = row.creator_id === null ? undefined : creators.get(row.creator_id);
    return {
      ...row,
      creator_name: creator?.name ?? null,
      creator_email: creator?.email ?? null,
      poster_is_pdf: isPdf(row.poster_media_id),
      pending_poster_is_pdf: isPdf(row.pending_poster_media_id),
    };
  });
}
