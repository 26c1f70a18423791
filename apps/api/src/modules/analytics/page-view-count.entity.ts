import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Page views per day, path and language: nothing about the visitor (no IP, no cookie id, no
 * user agent). Kept at most 24 months.
 */
@Entity({ name: 'page_view_counts' })
export class PageViewCount {
  @PrimaryColumn({ type: 'date' }) day!: string;
  @PrimaryColumn({ type: 'varchar', length: 200 }) path!: string;
  @PrimaryColumn({ type: 'varchar', length: 2 }) locale!: string;
  @Column({ type: 'integer', default: 0 }) views!: number;
}
