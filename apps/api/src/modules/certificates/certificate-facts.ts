import {
  formatBerlinDate,
  formatBerlinTime,
  formatTeachingUnits,
  type Locale,
  teachingUnits,
} from '@platform/domain';
import type { CertificateRow } from './certificates.repository.js';

const FORMATS: Record<string, { de: string; en: string }> = {
  onsite: { de: 'Präsenz', en: 'On site' },
  in_person: { de: 'Präsenz', en: 'On site' },
  online: { de: 'Online', en: 'Online' },
  hybrid: { de: 'Hybrid (vor Ort und online)', en: 'Hybrid (on site and online)' },
};

/** "Präsenz, Musterstraße 1, Berlin" / "Online": the format and, where there is one, the place. */
export function formatAndPlace(c: Pick<CertificateRow, 'format' | 'location'>, locale: Locale) {
  const format = FORMATS[c.format]?.[locale] ?? c.format;
  return c.location ? `${format} · ${c.location}` : format;
}

/** "Montag, 1. Dezember 2026, 10:00–11:30 Uhr" / "Monday 1 December 2026, 10:00–11:30". */
export function dateAndTime(c: Pick<CertificateRow, 'starts_at' | 'ends_at'>, locale: Locale) {
  const day = formatBerlinDate(c.starts_at, locale);
  const times = `${formatBerlinTime(c.starts_at, locale)}–${formatBerlinTime(c.ends_at, locale)}`;
  return locale === 'de' ? `${day}, ${times} Uhr` : `${day}, ${times} (Berlin time)`;
}

/** "90 Minuten (2 UE à 45 Minuten)" / "90 minutes (2 teaching units of 45 minutes)". */
export function durationText(minutes: number, locale: Locale) {
  const units = formatTeachingUnits(teachingUnits(minutes), locale);
  return locale === 'de'
    ? `${minutes} Minuten (${units} à 45 Minuten)`
    : `${minutes} minutes (${units} of 45 minutes)`;
}
