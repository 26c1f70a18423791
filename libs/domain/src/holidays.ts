/**
 * Public holidays in Berlin: the nine federal ones (four of them move with Easter) and
 * Berlin's Internationaler Frauentag (since 2019), plus Berlin's one-off Tag der Befreiung
 * (2020, 2025). Pure date arithmetic, shared by the API (demo dates) and the browser (the
 * host's hint beside a date). Days are Berlin calendar days, `YYYY-MM-DD`.
 */
export interface Holiday {
  date: string;
  name: { de: string; en: string };
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

const FIXED: Array<[month: number, day: number, de: string, en: string]> = [
  [1, 1, 'Neujahr', "New Year's Day"],
  [5, 1, 'Tag der Arbeit', 'Labour Day'],
  [10, 3, 'Tag der Deutschen Einheit', 'German Unity Day'],
  [12, 25, '1. Weihnachtstag', 'Christmas Day'],
  [12, 26, '2. Weihnachtstag', 'Boxing Day'],
];

/** Days after Easter Sunday. */
const EASTER_BASED: Array<[offset: number, de: string, en: string]> = [
  [-2, 'Karfreitag', 'Good Friday'],
  [1, 'Ostermontag', 'Easter Monday'],
  [39, 'Christi Himmelfahrt', 'Ascension Day'],
  [50, 'Pfingstmontag', 'Whit Monday'],
];

/** Every public holiday in Berlin in `year`, by date. */
export function berlinHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = FIXED.map(([month, day, de, en]) => ({
    date: isoDay(year, month, day),
    name: { de, en },
  }));
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  for (const [offset, de, en] of EASTER_BASED) {
    const day = new Date(easter.getTime() + offset * 86_400_000);
    holidays.push({ date: day.toISOString().slice(0, 10), name: { de, en } });
  }
  if (year >= 2019)
    holidays.push({
      date: isoDay(year, 3, 8),
      name: { de: 'Internationaler Frauentag', en: "International Women's Day" },
    });
  if (year === 2020 || year === 2025)
    holidays.push({
      date: isoDay(year, 5, 8),
      name: { de: 'Tag der Befreiung', en: 'Liberation Day' },
    });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** The Berlin holiday on a `YYYY-MM-DD` day, or null. */
export function holidayOn(day: string): Holiday | null {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(day);
  if (!match) return null;
  return berlinHolidays(Number(match[1])).find((holiday) => holiday.date === day) ?? null;
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
