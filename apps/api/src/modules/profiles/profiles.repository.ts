import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, In } from 'typeorm';
import { SqlRepository, type Tx } from '../../core/database/sql-repository.js';
import { Profile } from './entities/profile.entity.js';

/** The `profiles` table. A profile row is plain data: its columns, nothing lazy. */
@Injectable()
export class ProfilesRepository extends SqlRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async byUserId(userId: string): Promise<Profile | null> {
    return this.db().getRepository(Profile).findOneBy({ userId });
  }

  async byId(id: string): Promise<Profile | null> {
    return this.db().getRepository(Profile).findOneBy({ id });
  }

  /** Inserts or updates (by id) the profile; the stored row. */
  async save(profile: DeepPartial<Profile>, tx?: Tx): Promise<Profile> {
    const repo = this.db(tx).getRepository(Profile);
    return repo.save(repo.create(profile));
  }

  /**
   * The skills of approved profiles (as approved), most frequent first; only skills, never who
   * has them.
   */
  async approvedSkills(limit: number): Promise<string[]> {
    const rows = await this.db().query<Array<{ skill: string }>>(
      `SELECT min(s.skill) AS skill
       FROM profiles p, jsonb_array_elements_text(p.approved_face -> 'skills') AS s(skill)
       WHERE p.approved_face IS NOT NULL AND jsonb_typeof(p.approved_face -> 'skills') = 'array'
       GROUP BY lower(s.skill)
       ORDER BY count(*) DESC, lower(s.skill)
       LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.skill);
  }

  async byUserIds(userIds: string[]): Promise<Profile[]> {
    if (userIds.length === 0) return [];
    return this.db()
      .getRepository(Profile)
      .findBy({ userId: In(userIds) });
  }

  /** Profiles with an approved version (any visibility), oldest approval first. */
  async approved(): Promise<Profile[]> {
    return this.db()
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where('p.approved_face IS NOT NULL')
      .orderBy('p.approved_at', 'ASC')
      .getMany();
  }

  /** Approved public profiles, in the order they were approved. */
  async approvedPublic(): Promise<Profile[]> {
    return this.db()
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where("p.visibility = 'public' AND p.approved_face IS NOT NULL")
      .orderBy('p.approved_at', 'ASC')
      .getMany();
  }

  /** Profiles waiting for review, longest waiting first. */
  async awaitingReview(): Promise<Profile[]> {
    return this.db()
      .getRepository(Profile)
      .find({
        where: { approvalStatus: In(['pending', 'needs_review']) },
        order: { updatedAt: 'ASC' },
      });
  }
}
