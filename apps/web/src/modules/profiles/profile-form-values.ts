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

/** The form's fields in form order (their messages, and focus on the first one). */
export const FORM_FIELDS = [
  'displayName',
  'headline',
  'bio',
  'company',
  'location',
  'skills',
  'links.linkedin',
  'links.website',
  'links.github',
  'links.twitter',
  'visibility',
] as const satisfies readonly (keyof Omit<ProfileFormValues, 'links'> | `links.${LinkField}`)[];
export type FormField = (typeof FORM_FIELDS)[number];
