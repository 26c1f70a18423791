import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Passkey } from '../entities/passkey.entity.js';
import { UserModel } from './user.model.js';

/** The answer of a sign-in: a session, or the second step it still needs. */
@ObjectType('SignInResult')
export class SignInResultModel {
  @Field(() => String, { nullable: true, description: 'Access token, when a session started.' })
  token!: string | null;

  @Field(() => UserModel, { nullable: true })
  user!: UserModel | null;

  @Field({ description: 'True: send a code or passkey with `mfaToken` to `verifySecondFactor`.' })
  mfaRequired!: boolean;

  @Field(() => String, { nullable: true, description: 'Five minutes, single use.' })
  mfaToken!: string | null;

  @Field(() => [String], { description: '`totp` and/or `passkey`.' })
  mfaMethods!: string[];
}

@ObjectType('PasskeyCeremony')
export class PasskeyCeremonyModel {
  @Field({ description: 'Names the single-use challenge; send it back with the answer.' })
  challengeToken!: string;

  @Field({ description: 'WebAuthn options (JSON) for @simplewebauthn/browser.' })
  optionsJson!: string;
}

@ObjectType('Passkey')
export class PasskeyModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;

  static from(passkey: Passkey): PasskeyModel {
    return {
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    };
  }
}

@ObjectType('SecondFactors')
export class SecondFactorsModel {
  @Field() totpEnabled!: boolean;
  @Field(() => Int) recoveryCodesLeft!: number;
  @Field(() => [PasskeyModel]) passkeys!: PasskeyModel[];
  @Field({ description: 'An admin who must enrol a second factor before anything else.' })
  required!: boolean;
}

@ObjectType('TotpSetup')
export class TotpSetupModel {
  @Field({ description: 'The shared secret (base32), for typing it into the app.' })
  secret!: string;
  @Field() otpauthUrl!: string;
  @Field({ description: 'The otpauth URL as a QR code (PNG data URL).' })
  qrCodeDataUrl!: string;
}
