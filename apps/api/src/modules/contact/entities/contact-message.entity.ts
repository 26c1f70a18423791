import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the contact form. */
@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 120 }) name!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'text' }) message!: string;
  @Column({ type: 'varchar', length: 2 }) locale!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
