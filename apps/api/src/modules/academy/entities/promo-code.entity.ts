import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Workshop } from '../../workshops/entities/workshop.entity.js';

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

  @Column({ type: 'uuid', nullable: true })
  workshopId!: string | null;

  @ManyToOne(() => Workshop, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workshop_id' })
  workshop?: Workshop;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
