import { graphql } from '../../../../graphql/generated';

export const SecondFactorsQuery = graphql(`
  query AccountSecondFactors {
    secondFactors {
      totpEnabled
      recoveryCodesLeft
      required
      passkeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const StartTotpMutation = graphql(`
  mutation AccountStartTotp {
    startTotpSetup {
      secret
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTotpMutation = graphql(`
  mutation AccountConfirmTotp($input: TotpCodeInput!) {
    confirmTotpSetup(input: $input)
  }
`);

export const RemoveTotpMutation = graphql(`
  mutation AccountRemoveTotp($proof: SecondFactorProofInput!) {
    removeTotp(proof: $proof)
  }
`);

export const PasskeyOptionsMutation = graphql(`
  mutation AccountPasskeyOptions {
    passkeyRegistrationOptions {
      challengeToken
      optionsJson
    }
  }
`);

export const AddPasskeyMutation = graphql(`
  mutation AccountAddPasskey($input: AddPasskeyInput!) {
    addPasskey(input: $input) {
      id
      name
    }
  }
`);

export const RenamePasskeyMutation = graphql(`
  mutation AccountRenamePasskey($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      id
      name
    }
  }
`);

export const ProofOptionsMutation = graphql(`
  mutation AccountSecondFactorProofOptions {
    secondFactorProofOptions {
      challengeToken
      optionsJson
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation AccountRemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input)
  }
`);
