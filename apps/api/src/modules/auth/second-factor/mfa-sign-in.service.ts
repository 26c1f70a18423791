import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../core/errors/domain-error.js';
import { AccountsService, type Session } from '../accounts.service.js';
import { SignInBackoff } from '../sign-in-backoff.js';
import { KnownDevices } from '../sign-in/known-devices.js';
import { MfaChallengesService } from './mfa-challenges.service.js';
import { PasskeysService } from './passkeys.service.js';
import type { SecondFactorProof } from './second-factors.service.js';
import { TotpService } from './totp.service.js';
import { UsersRepository } from '../users.repository.js';

/**
 * The second step of a sign-in: the `mfa_token` from the password (or provider) step and a
 * code or a passkey's answer make a session. The token lives five minutes, works once and
 * takes at most five wrong codes; every wrong code also counts in the sign-in back-off of the
 * account and address, so guessing 6-digit codes is slowed like guessing passwords. Also the
 * passwordless sign-in with a passkey.
 */
@Injectable()
export class MfaSignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly challenges: MfaChallengesService,
    private readonly totp: TotpService,
    private readonly passkeys: PasskeysService,
    private readonly backoff: SignInBackoff,
    private readonly devices: KnownDevices,
  ) {}

  /** WebAuthn options for a passkey as the second step of this sign-in. */
  async passkeyOptions(mfaToken: string): Promise<string> {
    const challenge = await this.challenges.find(mfaToken, 'sign_in');
    if (!challenge?.userId) throw new DomainError('MFA_TOKEN_INVALID');
    return this.passkeys.optionsFor(challenge.userId, challenge);
  }

  async verify(mfaToken: string, proof: SecondFactorProof): Promise<Session> {
    const challenge = await this.challenges.find(mfaToken, 'sign_in');
    if (!challenge?.userId) throw new DomainError('MFA_TOKEN_INVALID');
    const user = await this.users.byId(challenge.userId);
    if (!user) throw new DomainError('MFA_TOKEN_INVALID');
    const knownDevice = this.devices.isKnown(user.id);
    const attempt = await this.backoff.begin(user.email, knownDevice);
    const valid = proof.passkeyResponse
      ? await this.passkeys.check(user.id, challenge, proof.passkeyResponse)
      : await this.totp.check(user.id, proof.code ?? '');
    if (!valid) {
      await this.challenges.failed(challenge);
      await attempt.failed();
      throw new DomainError('INVALID_MFA_CODE', { fields: { code: 'INVALID_MFA_CODE' } });
    }
    await attempt.succeeded();
    if (!(await this.challenges.consume(challenge))) throw new DomainError('MFA_TOKEN_INVALID');
    if (user.status !== 'active') throw new DomainError('ACCOUNT_DISABLED');
    return this.devices.remember(await this.accounts.startSession(user), knownDevice, 'password');
  }

  async passkeyOptionsForSignIn() {
    return this.passkeys.signInOptions();
  }

  /** Signing in with a passkey alone (it proves possession and, verified, the person). */
  async signInWithPasskey(challengeToken: string, responseJson: string): Promise<Session> {
    const userId = await this.passkeys.signIn(challengeToken, responseJson);
    const user = await this.users.byId(userId);
    if (!user || user.status !== 'active') throw new DomainError('ACCOUNT_DISABLED');
    const knownDevice = this.devices.isKnown(user.id);
    return this.devices.remember(await this.accounts.startSession(user), knownDevice, 'passkey');
  }
}
