import type { ProfileVisibility } from '@platform/domain';

export const LINK_FIELDS = ['linkedin', 'website', 'github', 'twitter'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];

export interface ProfileFormValues {
  displayName: string;
  headline: string;
  bio: string;
  company: string;
  location: string;
  skills: string[];
  links: Record<LinkField, string>;
  visibility: ProfileVisibility;
}

/** The form's text fields in order (for errors and focus). */
export const TEXT_FIELDS = ['displayName', 'headline', 'bio', 'company', 'location'] as const;
export type FormField =
  (typeof TEXT_FIELDS)[number] | 'skills' | 'visibility' | `links.${LinkField}`;

/** A link must be empty or an http(s) address (the server refuses anything else, too). */
export function isWebAddress(value: string): boolean {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
