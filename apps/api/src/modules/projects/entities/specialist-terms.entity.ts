import { Check, Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { EmployerPermission } from '@platform/domain';

/**
 * What a specialist offers for projects beside the public profile: availability, where they
 * can work, the hourly rate range and the main employer's permission for the side job
 * (Nebentätigkeitsgenehmigung). Rates and the permission are seen by admins only.
 */
@Entity({ name: 'project_specialists' })
@Check(
  'project_specialists_permission_check',
  `employer_permission IN ('not_needed','requested','granted')`,
)
export class SpecialistTerms {
  @ForeignKey('User', { onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'smallint', nullable: true }) hoursPerWeek!: number | null;
  @Column({ type: 'date', nullable: true }) availableFrom!: string | null;
  @Column({ type: 'boolean', default: false }) remote!: boolean;
  /** Region codes (Bundesländer, see `GERMAN_REGIONS`). */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) regions!: string[];
  @Column({ type: 'integer', nullable: true }) rateMinCents!: number | null;
  @Column({ type: 'integer', nullable: true }) rateMaxCents!: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true })
  employerPermission!: EmployerPermission | null;
  @Column({ type: 'date', nullable: true }) permissionGrantedOn!: string | null;
  /** The permission as a PDF (media storage, personal). */
  @ForeignKey('Media', { onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  permissionMediaId!: string | null;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
