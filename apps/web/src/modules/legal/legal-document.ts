import type { MessageDescriptor } from 'react-intl';

/**
 * A legal text as data: sections of paragraphs and lists, each a message. Every message may
 * use the company's data as placeholders ({company}, {street}, {email}...) and the tags
 * <b>, <contactLink>, <privacyLink> and <privacyMail>; see useLegalValues.
 */
export type LegalBlock =
  | { kind: 'text'; message: MessageDescriptor }
  | { kind: 'list'; items: MessageDescriptor[] }
  | { kind: 'address'; withContact: boolean };

export interface LegalSection {
  /** Anchor of the section (`#...`), stable across languages. */
  key: string;
  title: MessageDescriptor;
  blocks: LegalBlock[];
}

export interface LegalDocumentContent {
  metaTitle: MessageDescriptor;
  metaDescription: MessageDescriptor;
  title: MessageDescriptor;
  intro?: MessageDescriptor;
  sections: LegalSection[];
  /** Show a table of contents (for the longer texts). */
  withContents?: boolean;
}

/** When the legal texts were last reviewed (shown as "Stand: November 2026"). */
export const LEGAL_LAST_UPDATED = '2026-11-28';

export const text = (message: MessageDescriptor): LegalBlock => ({ kind: 'text', message });
export const list = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'list', items });
export const address = (withContact = false): LegalBlock => ({ kind: 'address', withContact });
