import { ICS_CONTENT_TYPE, LIMITS, buildIcs } from '@platform/domain';

export interface CalendarFacts {
  id: string;
  title: string;
  description: string;
  location: string | null;
  start: string;
  durationMinutes: number | null;
  url: string;
}

/** A `data:` link to an .ics file for one workshop date; 60 minutes when no duration is known. */
export function workshopIcsHref(facts: CalendarFacts, host: string): string {
  const start = new Date(facts.start);
  const minutes = facts.durationMinutes || LIMITS.workshop.defaultCalendarDurationMinutes;
  const ics = buildIcs({
    uid: `workshop-${facts.id}-${start.getTime()}@${host}`,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: facts.title,
    description: facts.description,
    location: facts.location ?? undefined,
    url: facts.url,
  });
  return `data:${ICS_CONTENT_TYPE.replace(/\s/g, '')},${encodeURIComponent(ics)}`;
}

/** A file name from the slug: "websites-mit-ki.ics". */
export function icsFileName(slug: string): string {
  return `${slug.replace(/[^a-z0-9-]+/gi, '-') || 'workshop'}.ics`;
}
