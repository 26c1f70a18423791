import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A tool promo code for Academy members, with its description in both languages. Without a
 * workshop it comes with every workshop; with one, only with that workshop. Admins edit them.
 */
@Entity({ name: 'academy_promo_codes' })
@Index('academy_promo_codes_workshop_idx', ['workshopId'])
export class PromoCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 60, unique: true })
  code!: string;

  @Column({ type: 'varchar', length: 120 })
  tool!: string;

  @Column({ type: 'text' })
  descriptionDe!: string;

  @Column({ type: 'text' })
  descriptionEn!: string;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @ForeignKey('Workshop', { onDelete: 'CASCADE' })
  @Column({ type: 'uuid', nullable: true })
  workshopId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
