import { formatBerlinDateTime } from '@platform/domain';
import type { Workshop } from '../entities/workshop.entity.js';
import { endDateOf } from '../workshop-rules.js';

/** The fields an edit may change, with the German labels the admins read. */
export const CHANGE_LABELS = {
  title: 'Titel',
  description: 'Beschreibung',
  category: 'Kategorie',
  format: 'Format',
  location: 'Ort',
  videoCallLink: 'Video-Link',
  startsAt: 'Beginn',
  durationMinutes: 'Dauer (Minuten)',
  maxParticipants: 'Max. Teilnehmende',
  minParticipants: 'Mindestteilnehmerzahl',
  minParticipantsDecisionHours: 'Entscheidung (Stunden vor Beginn)',
  learningObjectives: 'Lernziele',
  materials: 'Materialien',
  tags: 'Tags',
  isPublic: 'Öffentlich',
  visibility: 'Sichtbarkeit',
  guestRegistrationEnabled: 'Gastanmeldung',
  recurrenceRule: 'Wiederholung',
  recurrenceEndsAt: 'Wiederholung bis',
} as const satisfies Partial<Record<keyof Workshop, string>>;

export const PENDING_POSTER_LINE = 'Poster: neues Poster wartet auf Freigabe';
export const PENDING_TEXTS_LINE = 'Texte: Änderung von Titel/Beschreibung wartet auf Freigabe';
export const NEW_POSTER_LINE = 'Poster: ersetzt';

/** The admins' line for a date the host moved. */
export function sessionMovedLine(from: Date, to: Date): string {
  return `Termin verschoben: ${formatBerlinDateTime(from, 'de')} → ${formatBerlinDateTime(to, 'de')}`;
}

/** The admins' line for a date the host cancelled. */
export function sessionCancelledLine(at: Date): string {
  return `Termin abgesagt: ${formatBerlinDateTime(at, 'de')}`;
}

const VALUE_TEXT: Record<string, string> = {
  online: 'Online',
  in_person: 'Vor Ort',
  hybrid: 'Hybrid',
  public: 'Öffentlich',
  members_only: 'Nur Mitglieder',
};
const MAX_VALUE_LENGTH = 120;

type ChangeField = keyof typeof CHANGE_LABELS;

/** "Titel: A → B" for every field whose value differs between the two versions. */
export function changeLines(before: Workshop, after: Workshop): string[] {
  const lines: string[] = [];
  for (const field of Object.keys(CHANGE_LABELS) as ChangeField[]) {
    const from = show(field, before[field]);
    const to = show(field, after[field]);
    if (from !== to) lines.push(`${CHANGE_LABELS[field]}: ${from} → ${to}`);
  }
  return lines;
}

function show(field: ChangeField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'recurrenceEndsAt') return endDateOf(value as Date) ?? '—';
  if (value instanceof Date) return formatBerlinDateTime(value, 'de');
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) =>
      typeof item === 'object' && item !== null && 'title' in item
        ? String(item.title)
        : String(item),
    );
    return items.length > 0 ? shorten(items.join(', ')) : '—';
  }
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  return shorten(VALUE_TEXT[text] ?? text);
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_VALUE_LENGTH ? `${oneLine.slice(0, MAX_VALUE_LENGTH - 1)}…` : oneLine;
}
