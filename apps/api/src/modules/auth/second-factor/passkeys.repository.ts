import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, type Tx } from '../../../core/database/sql-repository.js';
import { Passkey } from '../entities/passkey.entity.js';

export type NewPasskey = Pick<
  Passkey,
  'userId' | 'credentialId' | 'publicKey' | 'signCount' | 'transports' | 'name'
>;

/** The `passkeys` table. */
@Injectable()
export class PasskeysRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The account's passkeys, oldest first. */
  async ofUser(userId: string): Promise<Passkey[]> {
    return this.repo().find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The passkey with this credential id (of this account only, when one is named). */
  async byCredential(credentialId: string, userId?: string, tx?: Tx): Promise<Passkey | null> {
    return this.repo(tx).findOneBy({ credentialId, ...(userId ? { userId } : {}) });
  }

  async ofUserById(userId: string, id: string, tx: Tx): Promise<Passkey | null> {
    return this.repo(tx).findOneBy({ id, userId });
  }

  /** Stores a new passkey; the stored row. */
  async insert(passkey: NewPasskey, tx: Tx): Promise<Passkey> {
    const repo = this.repo(tx);
    return repo.save(repo.create({ ...passkey, lastUsedAt: null }));
  }

  async rename(userId: string, id: string, name: string, tx: Tx): Promise<void> {
    await this.repo(tx).update({ id, userId }, { name });
  }

  async delete(userId: string, id: string, tx: Tx): Promise<void> {
    await this.repo(tx).delete({ id, userId });
  }

  /** Records a use: the authenticator's new signature counter. */
  async markUsed(id: string, signCount: string, at: Date): Promise<void> {
    await this.repo().update(id, { signCount, lastUsedAt: at });
  }

  private repo(tx?: Tx) {
    return this.db(tx).getRepository(Passkey);
  }
}
