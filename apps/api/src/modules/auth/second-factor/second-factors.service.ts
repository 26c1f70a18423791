import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../../core/auth/recent-sign-in.js';
import { Clock } from '../../../core/clock/clock.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { Passkey } from '../entities/passkey.entity.js';
import { SignInBackoff } from '../sign-in-backoff.js';
import { KnownDevices } from '../sign-in/known-devices.js';
import { MfaChallengesService } from './mfa-challenges.service.js';
import { type PasskeyCeremony, PasskeysService } from './passkeys.service.js';
import { TotpService } from './totp.service.js';
import { UsersRepository } from '../users.repository.js';

export type SecondFactorMethod = 'totp' | 'passkey';

/** How a caller proves a second factor: a code (app or recovery), or a passkey's answer. */
export interface SecondFactorProof {
  code?: string | null;
  challengeToken?: string | null;
  passkeyResponse?: string | null;
}

export interface SecondFactorOverview {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: Passkey[];
}

/**
 * An account's second factors as a whole: which it has, and proving one before a change.
 * Removing a factor needs a real sign-in in the last minutes AND a second factor; wrong codes
 * count in the sign-in back-off like wrong passwords.
 */
@Injectable()
export class SecondFactorsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly totp: TotpService,
    private readonly passkeys: PasskeysService,
    private readonly challenges: MfaChallengesService,
    private readonly backoff: SignInBackoff,
    private readonly devices: KnownDevices,
  ) {}

  async methods(userId: string): Promise<SecondFactorMethod[]> {
    const [totp, passkeys] = await Promise.all([
      this.totp.status(userId),
      this.passkeys.list(userId),
    ]);
    return [
      ...(totp.enabled ? (['totp'] as const) : []),
      ...(passkeys.length > 0 ? (['passkey'] as const) : []),
    ];
  }

  async overview(userId: string): Promise<SecondFactorOverview> {
    const [totp, passkeys] = await Promise.all([
      this.totp.status(userId),
      this.passkeys.list(userId),
    ]);
    return { totpEnabled: totp.enabled, recoveryCodesLeft: totp.recoveryCodesLeft, passkeys };
  }

  /** Passkey options to confirm a change with (the caller's own passkeys only). */
  async proofOptions(caller: AuthenticatedUser): Promise<PasskeyCeremony> {
    const challengeToken = await this.challenges.issue(caller.id, 'passkey_proof');
    const challenge = await this.challenges.find(challengeToken, 'passkey_proof');
    const optionsJson = await this.passkeys.optionsFor(caller.id, challenge!);
    return { challengeToken, optionsJson };
  }

  async removeTotp(caller: AuthenticatedUser, proof: SecondFactorProof): Promise<void> {
    await this.prove(caller, proof);
    await this.totp.remove(caller.id);
  }

  async removePasskey(
    caller: AuthenticatedUser,
    id: string,
    proof: SecondFactorProof,
  ): Promise<void> {
    await this.prove(caller, proof);
    await this.passkeys.remove(caller.id, id);
  }

  /** A recent real sign-in, and a second factor of the caller's own, now. */
  private async prove(caller: AuthenticatedUser, proof: SecondFactorProof): Promise<void> {
    assertRecentSignIn(caller, this.clock.now().getTime());
    const user = await this.users.byIdOrFail(caller.id);
    const attempt = await this.backoff.begin(user.email, this.devices.isKnown(user.id));
    let valid: boolean;
    if (proof.code) {
      valid = await this.totp.check(user.id, proof.code);
    } else if (proof.challengeToken && proof.passkeyResponse) {
      const challenge = await this.challenges.find(proof.challengeToken, 'passkey_proof');
      valid =
        challenge?.userId === user.id &&
        (await this.passkeys.check(user.id, challenge, proof.passkeyResponse)) &&
        (await this.challenges.consume(challenge));
    } else {
      throw new DomainError('SECOND_FACTOR_PROOF_REQUIRED');
    }
    if (!valid) {
      await attempt.failed();
      throw new DomainError('INVALID_MFA_CODE', { fields: { code: 'INVALID_MFA_CODE' } });
    }
    await attempt.succeeded();
  }
}
