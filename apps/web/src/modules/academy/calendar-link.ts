import { buildIcs, LIMITS } from '@platform/domain';

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  startTime: string;
  durationMinutes: number | null;
  location: string | null;
  url: string;
}

/** An .ics file as a data URL for "add to calendar"; 60 minutes when no duration is known. */
export function calendarDataUrl(event: CalendarEvent): string {
  const start = new Date(event.startTime);
  const minutes = event.durationMinutes || LIMITS.workshop.defaultCalendarDurationMinutes;
  const ics = buildIcs({
    uid: `workshop-${event.id}-${start.getTime()}@${window.location.host}`,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: event.title,
    description: event.description,
    location: event.location ?? undefined,
    url: event.url,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
