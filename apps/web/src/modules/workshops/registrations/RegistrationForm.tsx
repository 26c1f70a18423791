import { serverErrorOf } from '../../../shared/graphql/server-error';
import { graphql } from '../../../graphql/generated';
import { usePageMutation } from '../../../shared/graphql/usePageMutation';
import type { SessionOption } from '../sessions/SessionChoice';
import {
  RegistrationFormView,
  type RegistrationRequest,
  type RegistrationResult,
  type RegistrationVariant,
  type RegistrationWorkshop,
} from './RegistrationFormView';

export { RegistrationDone } from './RegistrationDone';
export type {
  RegistrationResult,
  RegistrationVariant,
  RegistrationWorkshop,
} from './RegistrationFormView';

const RegisterGuestMutation = graphql(`
  mutation RegisterGuest(
    $sessionId: ID!
    $name: String!
    $email: String!
    $joinWaitlist: Boolean
    $checkout: CheckoutInput
  ) {
    registerGuest(
      sessionId: $sessionId
      name: $name
      email: $email
      joinWaitlist: $joinWaitlist
      checkout: $checkout
    ) {
      id
      status
      invoices {
        number
        kind
        grossCents
        dueAt
      }
    }
  }
`);

const RegisterForWorkshopMutation = graphql(`
  mutation RegisterForWorkshop(
    $sessionId: ID!
    $notes: String
    $joinWaitlist: Boolean
    $checkout: CheckoutInput
  ) {
    registerForWorkshop(
      sessionId: $sessionId
      notes: $notes
      joinWaitlist: $joinWaitlist
      checkout: $checkout
    ) {
      id
      status
      invoices {
        number
        kind
        grossCents
        dueAt
      }
    }
  }
`);

export interface RegistrationFormProps {
  variant: RegistrationVariant;
  workshop: RegistrationWorkshop;
  sessions: readonly SessionOption[];
  /** What this person pays for a seat (member price for members with benefits). */
  priceCents: number;
  refetchQueries: string[];
  /**
   * Called after registering. A member's card then shows the registration (the refetch
   * replaces this form), so it shows `RegistrationDone` itself.
   */
  onRegistered?: (done: RegistrationResult) => void;
}

/** The registration form on the Academy's workshop pages, sent through the GraphQL API. */
export function RegistrationForm({ variant, refetchQueries, ...props }: RegistrationFormProps) {
  const guest = variant.kind === 'guest';
  const options = { refetchQueries, awaitRefetchQueries: true };
  const [registerGuest, guestState] = usePageMutation(RegisterGuestMutation, options);
  const [registerMember, memberState] = usePageMutation(RegisterForWorkshopMutation, options);
  const { loading, error } = guest ? guestState : memberState;
  const server = error ? serverErrorOf(error) : null;

  const submit = async (request: RegistrationRequest): Promise<RegistrationResult> => {
    if (!request.session) throw new Error('no date chosen');
    const common = {
      sessionId: request.session.id,
      joinWaitlist: request.joinWaitlist,
      checkout: request.checkout,
    };
    const result = guest
      ? (
          await registerGuest({
            variables: { ...common, name: request.name, email: request.email },
          })
        ).data?.registerGuest
      : (await registerMember({ variables: { ...common, notes: request.notes || null } })).data
          ?.registerForWorkshop;
    if (!result) throw new Error('no registration in the answer');
    return {
      status: result.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
      invoice: result.invoices.find((i) => i.kind === 'invoice') ?? null,
    };
  };

  return (
    <RegistrationFormView
      {...props}
      variant={variant}
      submit={submit}
      loading={loading}
      error={server ? { message: server.message ?? null, fields: server.fields } : null}
    />
  );
}
