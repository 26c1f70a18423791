import { COMPANY } from './company.js';
import { LIMITS } from './limits.js';
import { ratingIsPublic } from './session-feedback.js';
import { centsToDecimalString } from './money.js';

/** What a workshop page tells search engines about the event (schema.org `Event`). */
export interface WorkshopEventFacts {
  title: string;
  format: string;
  location: string | null;
  /** ISO 8601: the next session's start (else the workshop's). */
  startTime: string;
  /** ISO 8601; else start plus the duration. */
  endTime?: string | null;
  durationMinutes: number;
  posterUrl: string | null;
  posterIsPdf: boolean;
  basePriceCents: number;
  availableSpots: number;
  status: string;
  /** The member who runs it; else the company. */
  hostName?: string | null;
  /** The attendees' average overall rating and how many rated; absent below the minimum. */
  ratingAverage?: number | null;
  ratingCount?: number | null;
}

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/** A short description for search results and link previews. */
export function workshopSummary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

/**
 * The `application/ld+json` text of a workshop page, the same on the server (the HTML it sends)
 * and in the browser. `<` is escaped, so no title can close the script element.
 */
export function workshopEventJsonLd(
  w: WorkshopEventFacts,
  page: { url: string; origin: string; description: string },
): string {
  const minutes = w.durationMinutes || LIMITS.workshop.defaultCalendarDurationMinutes;
  const end = w.endTime ?? new Date(Date.parse(w.startTime) + minutes * 60_000).toISOString();
  const mode = ATTENDANCE[w.format as keyof typeof ATTENDANCE] ?? ATTENDANCE.online;
  const company = { '@type': 'Organization', name: COMPANY.brandName, url: page.origin };
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: w.title,
    description: page.description,
    startDate: w.startTime,
    endDate: end,
    eventAttendanceMode: mode,
    eventStatus:
      w.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    location:
      w.format === 'online' || !w.location
        ? { '@type': 'VirtualLocation', url: page.url }
        : { '@type': 'Place', name: w.location, address: w.location },
    image: w.posterUrl && !w.posterIsPdf ? [new URL(w.posterUrl, page.origin).href] : [],
    organizer: company,
    ...(w.hostName ? { performer: { '@type': 'Person', name: w.hostName } } : {}),
    ...(w.ratingAverage && w.ratingCount && ratingIsPublic(w.ratingCount)
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: w.ratingAverage,
            ratingCount: w.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: centsToDecimalString(w.basePriceCents),
      priceCurrency: 'EUR',
      availability:
        w.availableSpots > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
  return JSON.stringify(event).replace(/</g, '\\u003c');
}
