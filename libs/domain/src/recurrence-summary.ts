import { LIMITS, WORKSHOP_TIME_ZONE } from './limits.js';
import {
  RECURRENCE_FREQUENCIES,
  WEEKDAY_CODES,
  type RecurrenceFrequency,
  type WeekdayCode,
} from './recurrence.js';
import { toWallClock } from './time-zone.js';

/** What the workshop form's recurrence widget holds. */
export interface RecurrencePattern {
  frequency: RecurrenceFrequency;
  interval: number;
  /** Weekly only; empty means "the weekday of the first session". */
  weekdays: WeekdayCode[];
}

const WEEKDAY_NAMES: Record<'de' | 'en', Record<WeekdayCode, string>> = {
  de: {
    MO: 'Montag',
    TU: 'Dienstag',
    WE: 'Mittwoch',
    TH: 'Donnerstag',
    FR: 'Freitag',
    SA: 'Samstag',
    SU: 'Sonntag',
  },
  en: {
    MO: 'Monday',
    TU: 'Tuesday',
    WE: 'Wednesday',
    TH: 'Thursday',
    FR: 'Friday',
    SA: 'Saturday',
    SU: 'Sunday',
  },
};

const UNITS: Record<
  'de' | 'en',
  Record<RecurrenceFrequency, { every: string; everyNth: (n: number) => string }>
> = {
  de: {
    DAILY: { every: 'Jeden Tag', everyNth: (n) => `Jeden ${n}. Tag` },
    WEEKLY: { every: 'Jede Woche', everyNth: (n) => `Jede ${n}. Woche` },
    MONTHLY: { every: 'Jeden Monat', everyNth: (n) => `Jeden ${n}. Monat` },
  },
  en: {
    DAILY: { every: 'Every day', everyNth: (n) => `Every ${n} days` },
    WEEKLY: { every: 'Every week', everyNth: (n) => `Every ${n} weeks` },
    MONTHLY: { every: 'Every month', everyNth: (n) => `Every ${n} months` },
  },
};

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The weekday code of an instant's Berlin calendar day. */
export function berlinWeekdayOf(date: Date): WeekdayCode {
  const wall = toWallClock(date, WORKSHOP_TIME_ZONE);
  const sundayFirst = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return WEEKDAY_CODES[(sundayFirst + 6) % 7];
}

/** "YYYY-MM-DD" of an instant's Berlin calendar day. */
export function berlinDayOf(date: Date): string {
  const wall = toWallClock(date, WORKSHOP_TIME_ZONE);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** True when an end date (YYYY-MM-DD, Berlin) lies before the Berlin day of the first start. */
export function isEndDateBeforeStart(endDate: string, start: Date): boolean {
  return endDate < berlinDayOf(start);
}

/**
 * Reads an RRULE body such as `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE` back into the widget's
 * values (the edit form starts from the stored rule). Answers null for rules the widget cannot
 * show (other frequencies, ordinal weekdays such as `2FR`).
 */
export function parseRecurrencePattern(rule: string): RecurrencePattern | null {
  const parts = new Map<string, string>();
  for (const part of rule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.split('=');
    if (key && value !== undefined) parts.set(key.trim().toUpperCase(), value.trim().toUpperCase());
  }
  const frequency = parts.get('FREQ');
  if (!frequency || !(RECURRENCE_FREQUENCIES as readonly string[]).includes(frequency)) {
    return null;
  }
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const { min, max } = LIMITS.workshop.recurrenceInterval;
  if (!Number.isInteger(interval) || interval < min || interval > max) return null;
  const byDay = parts.get('BYDAY');
  const weekdays = byDay ? byDay.split(',') : [];
  if (!weekdays.every((day) => (WEEKDAY_CODES as readonly string[]).includes(day))) return null;
  return {
    frequency: frequency as RecurrenceFrequency,
    interval,
    weekdays: WEEKDAY_CODES.filter((code) => weekdays.includes(code)),
  };
}

/**
 * The recurrence in words, in the user's language, for the summary box of the workshop form:
 * "Jede 2. Woche am Montag und Mittwoch, bis 31.03.2027" /
 * "Every 2 weeks on Monday and Wednesday, until 31 March 2027".
 * `start` (the first session) supplies the weekday of a weekly rule without weekdays and the
 * day of the month of a monthly rule.
 */
export function describeRecurrence(
  pattern: RecurrencePattern,
  options: { locale: string; start?: Date | null; endDate?: string | null },
): string {
  const lang = options.locale === 'en' ? 'en' : 'de';
  const unit = UNITS[lang][pattern.frequency];
  const interval = Math.max(1, Math.trunc(pattern.interval) || 1);
  let text = interval === 1 ? unit.every : unit.everyNth(interval);

  const start = options.start && !Number.isNaN(options.start.getTime()) ? options.start : null;
  if (pattern.frequency === 'WEEKLY') {
    const days =
      pattern.weekdays.length > 0
        ? WEEKDAY_CODES.filter((code) => pattern.weekdays.includes(code))
        : start
          ? [berlinWeekdayOf(start)]
          : [];
    if (days.length > 0) {
      const names = days.map((code) => WEEKDAY_NAMES[lang][code]);
      text += lang === 'de' ? ` am ${joinWords(names, 'und')}` : ` on ${joinWords(names, 'and')}`;
    }
  } else if (pattern.frequency === 'MONTHLY' && start) {
    const day = toWallClock(start, WORKSHOP_TIME_ZONE).day;
    text += lang === 'de' ? ` am ${day}.` : ` on day ${day}`;
  }

  const end = options.endDate ? formatDay(options.endDate, lang) : null;
  if (end) text += lang === 'de' ? `, bis ${end}` : `, until ${end}`;
  return text;
}

function joinWords(words: string[], and: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
}

/** "31.03.2027" (de) or "31 March 2027" (en) from "2027-03-31"; null if malformed. */
function formatDay(day: string, lang: 'de' | 'en'): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match;
  if (lang === 'de') return `${date}.${month}.${year}`;
  return `${Number(date)} ${ENGLISH_MONTHS[Number(month) - 1] ?? month} ${year}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
