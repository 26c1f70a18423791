import { postJson } from '../../../shared/http/post-json';

export const CONTACT_MESSAGE_URL = '/api/email/contact';

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot: people leave it empty; a filled value marks a bot. */
  website: string;
}

/**
 * Sends the contact form. Resolves when the server accepted the message; rejects with an
 * ApiRequestError (its `fields` hold per-field messages) or a network error otherwise.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await postJson(CONTACT_MESSAGE_URL, {
    name: input.name,
    email: input.email,
    message: input.message,
    website: input.website,
  });
}
