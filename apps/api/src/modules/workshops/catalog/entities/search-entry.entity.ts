import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** Each workshop's text-search vector (German and English stems), kept by the listing triggers. */
@Entity({ name: 'academy_search' })
// A GIN index, made by hand in the migration: TypeORM cannot declare it.
@Index('academy_search_vector_idx', { synchronize: false })
export class SearchEntry {
  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  workshopId!: string;

  /** Title (weight A) and description (weight B). */
  @Column({ type: 'tsvector' })
  searchVector!: string;
}
