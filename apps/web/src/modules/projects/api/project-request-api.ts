import type { ProjectRequestFields } from '@platform/domain';
import { postJson } from '../../../shared/http/post-json';

export const PROJECT_REQUEST_URL = '/api/projects/requests';
export const SKILL_SUGGESTIONS_URL = '/api/projects/skill-suggestions';

/** The request as the rules of libs/domain cleaned it, with the consent and the honeypot. */
export type ProjectRequestPayload = ProjectRequestFields & {
  privacyAccepted: boolean;
  /** The honeypot: people leave it empty; a filled value marks a bot. */
  website: string;
};

/**
 * Sends the project request. Resolves when the server accepted it; rejects with an
 * ApiRequestError (its `fields` hold per-field messages) or a network error otherwise.
 */
export async function sendProjectRequest(payload: ProjectRequestPayload): Promise<void> {
  await postJson(PROJECT_REQUEST_URL, payload);
}

/** The skills approved profiles have; an empty list when they cannot be loaded. */
export async function loadSkillSuggestions(): Promise<string[]> {
  try {
    const response = await fetch(SKILL_SUGGESTIONS_URL, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { skills?: unknown };
    return Array.isArray(body.skills)
      ? body.skills.filter((skill): skill is string => typeof skill === 'string')
      : [];
  } catch {
    return [];
  }
}
