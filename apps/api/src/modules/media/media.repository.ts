import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type DeepPartial, In, Repository } from 'typeorm';
import type { Tx } from '../../core/database/sql-repository.js';
import { Media, type MediaKind } from './media.entity.js';

/** The `media` table: stored files (their bytes are read only when one is served). */
@Injectable()
export class MediaRepository {
  constructor(@InjectRepository(Media) private readonly media: Repository<Media>) {}

  private repo(tx?: Tx): Repository<Media> {
    return tx ? tx.getRepository(Media) : this.media;
  }

  async insert(file: DeepPartial<Media>, tx?: Tx): Promise<Media> {
    const repository = this.repo(tx);
    return repository.save(repository.create(file));
  }

  async delete(ids: string[], tx?: Tx): Promise<void> {
    await this.repo(tx).delete(ids.length === 1 ? { id: ids[0] } : { id: In(ids) });
  }

  async kindsOf(ids: string[]): Promise<Array<{ id: string; kind: MediaKind }>> {
    return this.media.find({ where: { id: In(ids) }, select: { id: true, kind: true } });
  }

  async deleteOwnedBy(tx: Tx, ownerId: string): Promise<void> {
    await tx.query('DELETE FROM media WHERE owner_id = $1', [ownerId]);
  }

  /** The file with its bytes. */
  async withBytes(id: string): Promise<Media | null> {
    return this.media
      .createQueryBuilder('media')
      .addSelect('media.bytes')
      .where('media.id = :id', { id })
      .getOne();
  }
}
