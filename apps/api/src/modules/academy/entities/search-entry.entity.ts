import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Workshop } from '../../workshops/entities/workshop.entity.js';

/** Each workshop's text-search vector (German and English stems), kept by the listing triggers. */
@Entity({ name: 'academy_search' })
// A GIN index, made by hand in the migration: TypeORM cannot declare it.
@Index('academy_search_vector_idx', { synchronize: false })
export class SearchEntry {
  @PrimaryColumn({ type: 'uuid' })
  workshopId!: string;

  @OneToOne(() => Workshop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workshop_id' })
  workshop?: Workshop;

  /** Title (weight A) and description (weight B). */
  @Column({ type: 'tsvector' })
  searchVector!: string;
}
