import { postJson } from '../../../shared/http/post-json';
import { getAccessToken } from '../../auth';

export const MARKETING_WORKSHOP_REGISTRATION_URL = '/api/marketing-workshop/registrations';

/** Prior experience as chosen in the form (stable codes; the labels are translated). */
export const EXPERIENCE_LEVELS = ['none', 'basic', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface MarketingWorkshopRegistrationInput {
  name: string;
  email: string;
  goals: string;
  /** Optional fields are left out of the request when empty. */
  organisation?: string;
  experience?: ExperienceLevel;
  message?: string;
  /** The chosen Academy date; absent when no dates were offered (stored, we get in touch). */
  sessionId?: string;
  /** The chosen date is full: take a waitlist place. */
  joinWaitlist?: boolean;
}

/** The seat taken (null when the sign-up was only stored because no dates were offered). */
export interface MarketingWorkshopSeat {
  id: string;
  status: 'confirmed' | 'waitlisted';
  sessionId: string;
  /** Who holds it (a signed-in member's account, else what the form said). */
  name: string;
  email: string;
}

/**
 * Registers for the workshop "Websites mit KI". Resolves when the server accepted the
 * registration (with the seat taken, if a date was chosen); rejects with an ApiRequestError
 * (its message and `fields` are in the reader's language) or a network error otherwise.
 */
export async function registerForMarketingWorkshop(
  input: MarketingWorkshopRegistrationInput,
): Promise<MarketingWorkshopSeat | null> {
  // A signed-in member registers with the account (the server reads the bearer token).
  const token = getAccessToken();
  const answer = await postJson(
    MARKETING_WORKSHOP_REGISTRATION_URL,
    {
      name: input.name,
      email: input.email,
      goals: input.goals,
      ...(input.organisation ? { organisation: input.organisation } : {}),
      ...(input.experience ? { experience: input.experience } : {}),
      ...(input.message ? { message: input.message } : {}),
      ...(input.sessionId
        ? { sessionId: input.sessionId, joinWaitlist: Boolean(input.joinWaitlist) }
        : {}),
    },
    token ? { authorization: `Bearer ${token}` } : {},
  );
  const seat = (
    answer as {
      registration?: {
        id: string;
        status: string;
        session_id: string;
        name: string;
        email: string;
      } | null;
    }
  )?.registration;
  return seat
    ? {
        id: seat.id,
        status: seat.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
        sessionId: seat.session_id,
        name: seat.name,
        email: seat.email,
      }
    : null;
}
