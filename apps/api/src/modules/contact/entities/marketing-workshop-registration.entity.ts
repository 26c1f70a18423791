import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sign-up for the flagship "websites with AI tools" workshop on the marketing page. */
@Entity({ name: 'marketing_workshop_registrations' })
export class MarketingWorkshopRegistration {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 120 }) name!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) organisation!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) experience!: string | null;
  @Column({ type: 'text' }) goals!: string;
  @Column({ type: 'text', nullable: true }) message!: string | null;
  @Column({ type: 'varchar', length: 2 }) locale!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
