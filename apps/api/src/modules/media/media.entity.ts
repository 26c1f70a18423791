import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `document`: a workshop material that is neither image nor PDF (slides). */
export const MEDIA_KINDS = ['image', 'pdf', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * An uploaded file after checking and processing, kept in PostgreSQL so that any instance can
 * serve it. Content never changes: a new upload is a new row (and a new URL).
 */
@Entity({ name: 'media' })
export class Media {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'enum', enum: MEDIA_KINDS, enumName: 'media_kind' })
  kind!: MediaKind;

  @Column({ type: 'varchar', length: 100 })
  contentType!: string;

  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;

  @Column({ type: 'integer' })
  byteSize!: number;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  @Column({ type: 'uuid', nullable: true })
  ownerId!: string | null;

  /**
   * Personal data (a profile photo): served `private` and briefly, so no shared cache keeps it
   * after the account is deleted, and never copied to poster widths.
   */
  @Column({ type: 'boolean', default: false })
  personal!: boolean;

  /**
   * A file only some people may have (a workshop's materials): never served at `/media/{id}`;
   * the module that stored it serves it after checking who asks.
   */
  @Column({ type: 'boolean', default: false })
  restricted!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
