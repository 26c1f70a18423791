import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Small key/value facts about this database, such as when demo content was seeded. */
@Entity({ name: 'app_meta' })
export class AppMeta {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
