import { postJson } from '../../../app/http/post-json';

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
}

/**
 * Registers for the workshop "Websites mit KI". Resolves when the server accepted the
 * registration; rejects with an ApiRequestError (its `fields` hold per-field messages) or a
 * network error otherwise.
 */
export async function registerForMarketingWorkshop(
  input: MarketingWorkshopRegistrationInput,
): Promise<void> {
  await postJson(MARKETING_WORKSHOP_REGISTRATION_URL, {
    name: input.name,
    email: input.email,
    goals: input.goals,
    ...(input.organisation ? { organisation: input.organisation } : {}),
    ...(input.experience ? { experience: input.experience } : {}),
    ...(input.message ? { message: input.message } : {}),
  });
}
