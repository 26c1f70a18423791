import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@platform/domain';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { assertRecentSignIn } from '../../../core/auth/recent-sign-in.js';
import { Clock } from '../../../core/clock/clock.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import type { MfaChallenge } from '../entities/mfa-challenge.entity.js';
import type { Passkey } from '../entities/passkey.entity.js';
import { UsersRepository } from '../users.repository.js';
import { MfaChallengesService } from './mfa-challenges.service.js';
import { PasskeysRepository } from './passkeys.repository.js';
import { SecondFactorChanges } from './second-factor-changes.js';

/** A WebAuthn ceremony's options for the browser, with the token naming its challenge. */
export interface PasskeyCeremony {
  challengeToken: string;
  optionsJson: string;
}

const RP_NAME = 'Open Innovation Values';
const TIMEOUT_MS = 120_000;

/**
 * Passkeys (WebAuthn): adding, naming and removing them, signing in with one instead of a
 * password (a discoverable credential with user verification), and using one as the second
 * factor after a password. Challenges are single-use rows (`MfaChallengesService`); the
 * relying party is `PASSKEY_ORIGIN` (default `PUBLIC_URL`) and its host.
 */
@Injectable()
export class PasskeysService {
  private readonly logger = new Logger('Passkeys');
  private readonly origin: string;
  private readonly rpId: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
    private readonly challenges: MfaChallengesService,
    private readonly changes: SecondFactorChanges,
  ) {
    this.origin = config.passkeyOrigin;
    this.rpId = new URL(config.passkeyOrigin).hostname;
  }

  list(userId: string): Promise<Passkey[]> {
    return this.passkeys.ofUser(userId);
  }

  async registrationOptions(caller: AuthenticatedUser): Promise<PasskeyCeremony> {
    assertRecentSignIn(caller, this.clock.now().getTime());
    const user = await this.users.byIdOrFail(caller.id);
    const existing = await this.list(user.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpId,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      timeout: TIMEOUT_MS,
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: split(p) })),
      // Discoverable, so the same passkey also signs in without a password.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeToken = await this.challenges.issue(
      user.id,
      'passkey_register',
      options.challenge,
    );
    return { challengeToken, optionsJson: JSON.stringify(options) };
  }

  async register(
    caller: AuthenticatedUser,
    challengeToken: string,
    responseJson: string,
    name: string,
  ): Promise<Passkey> {
    const challenge = await this.challenges.find(challengeToken, 'passkey_register');
    if (!challenge || challenge.userId !== caller.id || !challenge.webauthnChallenge)
      throw new DomainError('PASSKEY_FAILED');
    if (!(await this.challenges.consume(challenge))) throw new DomainError('PASSKEY_FAILED');
    const response = parse<RegistrationResponseJSON>(responseJson);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.webauthnChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'passkey registration refused');
      throw new DomainError('PASSKEY_FAILED');
    }
    if (!verified.verified) throw new DomainError('PASSKEY_FAILED');
    const { credential } = verified.registrationInfo;
    return this.dataSource.transaction(async (manager) => {
      const taken = await this.passkeys.byCredential(credential.id, undefined, manager);
      if (taken) throw new DomainError('PASSKEY_FAILED');
      const saved = await this.passkeys.insert(
        {
          userId: caller.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          signCount: String(credential.counter),
          transports: credential.transports?.join(',') ?? null,
          name,
        },
        manager,
      );
      const user = await this.users.byIdOrFail(caller.id, manager);
      await this.changes.record(manager, user, 'passkey_added', name);
      return saved;
    });
  }

  async rename(userId: string, id: string, name: string): Promise<Passkey> {
    return this.dataSource.transaction(async (manager) => {
      const passkey = isUuid(id) ? await this.passkeys.ofUserById(userId, id, manager) : null;
      if (!passkey) throw new DomainError('SECOND_FACTOR_NOT_FOUND');
      passkey.name = name;
      await this.passkeys.rename(userId, id, name, manager);
      const user = await this.users.byIdOrFail(userId, manager);
      await this.changes.record(manager, user, 'passkey_renamed', name);
      return passkey;
    });
  }

  /** Removes one of the caller's passkeys (the caller proved a second factor first). */
  async remove(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const passkey = isUuid(id) ? await this.passkeys.ofUserById(userId, id, manager) : null;
      if (!passkey) throw new DomainError('SECOND_FACTOR_NOT_FOUND');
      await this.passkeys.delete(userId, id, manager);
      const user = await this.users.byIdOrFail(userId, manager);
      await this.changes.record(manager, user, 'passkey_removed', passkey.name);
    });
  }

  /** A passwordless sign-in: any discoverable passkey of this site may answer. */
  async signInOptions(): Promise<PasskeyCeremony> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'required',
      timeout: TIMEOUT_MS,
    });
    const challengeToken = await this.challenges.issue(null, 'passkey_sign_in', options.challenge);
    return { challengeToken, optionsJson: JSON.stringify(options) };
  }

  /** The account a passwordless passkey sign-in proves, or PASSKEY_FAILED. */
  async signIn(challengeToken: string, responseJson: string): Promise<string> {
    const challenge = await this.challenges.find(challengeToken, 'passkey_sign_in');
    if (!challenge?.webauthnChallenge || !(await this.challenges.consume(challenge)))
      throw new DomainError('PASSKEY_FAILED');
    const passkey = await this.verifyAssertion(
      undefined,
      challenge.webauthnChallenge,
      responseJson,
      true,
    );
    if (!passkey) throw new DomainError('PASSKEY_FAILED');
    return passkey.userId;
  }

  /**
   * Options for a passkey of this account, bound to an open challenge row (the `mfa_token` of
   * a sign-in, or a proof for a change).
   */
  async optionsFor(userId: string, challenge: MfaChallenge): Promise<string> {
    const passkeys = await this.list(userId);
    if (passkeys.length === 0) throw new DomainError('SECOND_FACTOR_NOT_FOUND');
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      userVerification: 'preferred',
      timeout: TIMEOUT_MS,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: split(p) })),
    });
    await this.challenges.setWebauthnChallenge(challenge, options.challenge);
    return JSON.stringify(options);
  }

  /** Whether the response is a valid signature of one of this account's passkeys. */
  async check(userId: string, challenge: MfaChallenge, responseJson: string): Promise<boolean> {
    if (!challenge.webauthnChallenge) return false;
    return Boolean(
      await this.verifyAssertion(userId, challenge.webauthnChallenge, responseJson, false),
    );
  }

  private async verifyAssertion(
    userId: string | undefined,
    expectedChallenge: string,
    responseJson: string,
    requireUserVerification: boolean,
  ): Promise<Passkey | undefined> {
    const response = parse<AuthenticationResponseJSON>(responseJson);
    if (typeof response?.id !== 'string' || response.id.length > 1400) return undefined;
    const passkey = await this.passkeys.byCredential(response.id, userId);
    if (!passkey) return undefined;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.signCount),
          transports: split(passkey),
        },
      });
      if (!result.verified) return undefined;
      await this.passkeys.markUsed(
        passkey.id,
        String(result.authenticationInfo.newCounter),
        this.clock.now(),
      );
      return passkey;
    } catch (error) {
      this.logger.warn({ err: error }, 'passkey assertion refused');
      return undefined;
    }
  }
}

function split(passkey: Passkey): AuthenticatorTransportList {
  return (passkey.transports?.split(',').filter(Boolean) ?? []) as AuthenticatorTransportList;
}
type AuthenticatorTransportList = Array<
  'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb'
>;

function parse<T>(json: string): T {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as T;
  } catch {
    throw new DomainError('PASSKEY_FAILED');
  }
}
