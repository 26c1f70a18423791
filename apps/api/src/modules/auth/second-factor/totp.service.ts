import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../../core/auth/recent-sign-in.js';
import { Clock } from '../../../core/clock/clock.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { hashSecret } from '../tokens/secret-token.js';
import { UsersRepository } from '../users.repository.js';
import { SecondFactorChanges } from './second-factor-changes.js';
import { SecretBox } from './secret-box.js';
import { TotpRepository } from './totp.repository.js';

const PERIOD = 30;
const DIGITS = 6;
/** Codes of the previous and the next 30-second step are accepted too (clock drift). */
const WINDOW = 1;
const ISSUER = 'Open Innovation Values';
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/**
 * Authenticator apps (TOTP, RFC 6238, SHA-1, 6 digits, 30 s) and the recovery codes that come
 * with one. A code is accepted once: the step it belongs to is recorded with a conditional
 * update, so the same code (or an older one) fails afterwards, also when two requests bring it
 * at the same moment.
 */
@Injectable()
export class TotpService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly factors: TotpRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
    private readonly changes: SecondFactorChanges,
  ) {
    this.box = new SecretBox(config.jwtSecret);
  }

  /** Starts (or restarts) enrolment: a new secret, not yet a second factor until confirmed. */
  async setup(caller: AuthenticatedUser): Promise<TotpSetup> {
    assertRecentSignIn(caller, this.clock.now().getTime());
    const user = await this.users.byIdOrFail(caller.id);
    const existing = await this.factors.factorOf(user.id);
    if (existing?.confirmedAt) throw new DomainError('TOTP_ALREADY_ENABLED');
    const secret = new Secret({ size: 20 });
    await this.factors.startEnrolment(user.id, this.box.seal(secret.base32));
    const otpauthUrl = totpFor(secret, user.email).toString();
    return {
      secret: secret.base32,
      otpauthUrl,
      qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
    };
  }

  /** The first right code turns the app on; answers the recovery codes (shown this once). */
  async confirm(caller: AuthenticatedUser, code: string): Promise<string[]> {
    const factor = await this.factors.factorOf(caller.id);
    if (!factor || factor.confirmedAt) throw new DomainError('TOTP_NOT_STARTED');
    if (!(await this.acceptTotp(caller.id, code, false))) throw new DomainError('INVALID_MFA_CODE');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.factors.confirm(caller.id, manager)))
        throw new DomainError('TOTP_NOT_STARTED');
      await this.factors.replaceRecoveryCodes(
        caller.id,
        codes.map((c) => hashSecret(normalizeRecovery(c))),
        manager,
      );
      const user = await this.users.byIdOrFail(caller.id, manager);
      await this.changes.record(manager, user, 'totp_added');
    });
    return codes;
  }

  /** Removes the app and its recovery codes (the caller proved a second factor first). */
  async remove(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.factors.removeConfirmed(userId, manager)))
        throw new DomainError('SECOND_FACTOR_NOT_FOUND');
      await this.factors.deleteRecoveryCodes(userId, manager);
      const user = await this.users.byIdOrFail(userId, manager);
      await this.changes.record(manager, user, 'totp_removed');
    });
  }

  /** A code from the app (6 digits) or an unused recovery code; each works once. */
  async check(userId: string, rawCode: string): Promise<boolean> {
    const code = typeof rawCode === 'string' ? rawCode.replace(/[\s-]/g, '') : '';
    if (/^\d{6}$/.test(code)) return this.acceptTotp(userId, code, true);
    if (code.length !== 10) return false;
    return this.factors.useRecoveryCode(userId, hashSecret(normalizeRecovery(code)));
  }

  async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const factor = await this.factors.factorOf(userId);
    const recoveryCodesLeft = await this.factors.unusedRecoveryCodes(userId);
    return { enabled: Boolean(factor?.confirmedAt), recoveryCodesLeft };
  }

  private async acceptTotp(userId: string, code: string, confirmed: boolean): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const factor = await this.factors.factorOf(userId);
    if (!factor || Boolean(factor.confirmedAt) !== confirmed) return false;
    const secret = Secret.fromBase32(this.box.open(factor.secretEncrypted));
    const now = this.clock.now().getTime();
    const delta = TOTP.validate({
      token: code,
      secret,
      period: PERIOD,
      digits: DIGITS,
      algorithm: 'SHA1',
      timestamp: now,
      window: WINDOW,
    });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    // Only a step later than the last accepted one: replays (and older codes) fail, and of two
    // requests with the same code at the same moment only one row update succeeds.
    return this.factors.advanceStep(userId, step);
  }
}

function totpFor(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret,
  });
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function normalizeRecovery(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
