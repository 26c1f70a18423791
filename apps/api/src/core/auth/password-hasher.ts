import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { AppConfig, PasswordHashCost } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';

/**
 * argon2id options per `PASSWORD_HASH_COST`. `standard` passes none, so the library's
 * recommended cost applies (64 MiB, 3 passes, 4 lanes; a unit test pins it). `low` is for test
 * servers only: the configuration refuses it in production.
 */
const COST: Record<PasswordHashCost, argon2.HashOptions> = {
  standard: {},
  low: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/**
 * Hashes and checks passwords (argon2id). Verification reads the cost from the stored hash, so
 * hashes made at another cost keep working; it never throws on bad hashes.
 */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  private dummy?: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashCost'>) {
    this.options = { ...COST[config.passwordHashCost], type: argon2.argon2id };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Costs as much as checking a real password and is always false: sign-in for an unknown
   * e-mail takes as long as for a known one.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('timing-equaliser-not-a-password');
    await this.verify(await this.dummy, password);
    return false;
  }
}
