import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';

/**
 * A file or a link the host gives a workshop's people: for the whole workshop or one session,
 * for its attendees or for everybody registered. A file's bytes are a restricted row of `media`
 * (never served at `/media/{id}`); a link has its address.
 */
@Entity({ name: 'workshop_materials' })
@Check('workshop_materials_audience_check', "audience IN ('attendees', 'registrants')")
@Check('workshop_materials_kind_check', '(media_id IS NULL) <> (url IS NULL)')
@Index('workshop_materials_workshop_idx', ['workshopId', 'createdAt'])
export class WorkshopMaterial {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  workshopId!: string;

  /** Null: for every session of the workshop. */
  @ForeignKey('WorkshopSession', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  sessionId!: string | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 20 })
  audience!: string;

  @ForeignKey('Media', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  mediaId!: string | null;

  /** The uploaded file's name (for the download), its type (by content) and size. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  fileName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  contentType!: string | null;

  @Column({ type: 'integer', nullable: true })
  byteSize!: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  url!: string | null;

  @ForeignKey('User', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
