import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Role } from '@platform/domain';
import type { User } from '../entities/user.entity.js';

export enum RoleEnum {
  CLIENT = 'CLIENT',
  ADMIN = 'ADMIN',
}
registerEnumType(RoleEnum, { name: 'Role' });

/** An account as its owner sees it (never the password hash). */
@ObjectType('User')
export class UserModel {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() name!: string;
  @Field(() => RoleEnum) role!: Role;
  @Field() status!: string;
  @Field(() => Int) tenantId!: number;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field() emailVerified!: boolean;
  @Field() newsletterConsent!: boolean;
  @Field() locale!: string;
  @Field() hasPassword!: boolean;
  @Field() createdAt!: Date;

  static from(user: User): UserModel {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      status: user.status,
      tenantId: user.tenantId,
      company: user.company,
      emailVerified: Boolean(user.emailVerifiedAt),
      newsletterConsent: user.newsletterConsent,
      locale: user.locale,
      hasPassword: Boolean(user.passwordHash),
      createdAt: user.createdAt,
    };
  }
}

/** The REST shape older callers read (snake_case, as in the spec). */
export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    tenant_id: user.tenantId,
    company: user.company,
    email_verified: Boolean(user.emailVerifiedAt),
    newsletter_consent: user.newsletterConsent,
    locale: user.locale,
    has_password: Boolean(user.passwordHash),
    created_at: user.createdAt.toISOString(),
  };
}
