/** A public team profile as `GET /profiles/team` delivers it (snake_case from the API). */
export interface TeamProfile {
  id: string;
  display_name: string;
  headline: string;
  bio: string;
  skills: string[];
  location: string;
  links: { linkedin?: string; website?: string };
  photo_url: string;
  email: string;
}

/**
 * The profiles of a `{ success, profiles }` answer, or `null` when the answer does not have
 * that shape. Entries without a name are skipped; missing optional fields become empty.
 */
export function parseTeamResponse(body: unknown): TeamProfile[] | null {
  if (!isRecord(body) || body.success !== true || !Array.isArray(body.profiles)) return null;
  return body.profiles.flatMap((entry: unknown, index): TeamProfile[] => {
    if (!isRecord(entry)) return [];
    const name = text(entry.display_name);
    if (!name) return [];
    const links = isRecord(entry.links) ? entry.links : {};
    return [
      {
        id: text(entry.id) || `${index}-${name}`,
        display_name: name,
        headline: text(entry.headline),
        bio: text(entry.bio),
        skills: Array.isArray(entry.skills) ? entry.skills.map(text).filter(Boolean) : [],
        location: text(entry.location),
        links: { linkedin: text(links.linkedin), website: text(links.website) },
        photo_url: text(entry.photo_url),
        email: text(entry.email),
      },
    ];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** Only web links may become an `href`; anything else (e.g. `javascript:`) is dropped. */
export function safeWebUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Pictures may be web or same-site addresses, or inline images (`data:image/...`). */
export function safeImageUrl(url: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:image/')) return url;
  // Same-site paths only: `//host/...` would point to another site.
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return safeWebUrl(url);
}

/** A plausible e-mail address for a `mailto:` link (no header injection). */
export function safeEmail(email: string): string | undefined {
  return /^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(email) ? email : undefined;
}
