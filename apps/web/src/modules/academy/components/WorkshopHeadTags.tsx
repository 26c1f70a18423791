import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { COMPANY, LIMITS, centsToDecimalString } from '@platform/domain';
import { useEffect } from 'react';
import { usePageMeta } from '../../../app/meta/usePageMeta';
import { graphql } from '../../../graphql/generated';

export const WorkshopHeadTags_workshop = graphql(`
  fragment WorkshopHeadTags_workshop on Workshop {
    title
    description
    slug
    format
    location
    startTime
    durationMinutes
    posterUrl
    posterIsPdf
    basePriceCents
    availableSpots
    status
    nextSession {
      id
      startsAt
      endsAt
    }
  }
`);

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
} as const;

/** A short description for search results and link previews. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

/**
 * Title, description and Open Graph tags (through `usePageMeta`, the poster as picture) and the
 * schema.org `Event` data of a workshop page, in the document head while the page is shown.
 */
export function WorkshopHeadTags({
  workshop,
}: {
  workshop: FragmentType<typeof WorkshopHeadTags_workshop>;
}) {
  const { data, complete } = useFragment({ fragment: WorkshopHeadTags_workshop, from: workshop });
  const description = complete ? summary(data.description) : undefined;
  const image =
    complete && data.posterUrl && !data.posterIsPdf
      ? { url: new URL(data.posterUrl, window.location.origin).href, alt: data.title }
      : undefined;
  // Title, description and the Open Graph tags (with the poster as picture) come from here.
  usePageMeta({ title: complete ? data.title : undefined, description, image });

  const json = complete ? eventJson(data, description ?? '') : null;

  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.workshop = 'event';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);

  return null;
}

interface EventFacts {
  title: string;
  slug: string;
  format: string;
  location: string | null;
  startTime: string;
  durationMinutes: number;
  posterUrl: string | null;
  posterIsPdf: boolean;
  basePriceCents: number;
  availableSpots: number;
  status: string;
  nextSession: { startsAt: string; endsAt: string } | null;
}

function eventJson(w: EventFacts, description: string): string {
  const start = w.nextSession?.startsAt ?? w.startTime;
  const minutes = w.durationMinutes || LIMITS.workshop.defaultCalendarDurationMinutes;
  const end = w.nextSession?.endsAt ?? new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const mode = ATTENDANCE[w.format as keyof typeof ATTENDANCE] ?? ATTENDANCE.online;
  const pageUrl = window.location.href.split(/[?#]/)[0];
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: w.title,
    description,
    startDate: start,
    endDate: end,
    eventAttendanceMode: mode,
    eventStatus:
      w.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    location:
      w.format === 'online' || !w.location
        ? { '@type': 'VirtualLocation', url: pageUrl }
        : { '@type': 'Place', name: w.location, address: w.location },
    image: w.posterUrl && !w.posterIsPdf ? [new URL(w.posterUrl, window.location.origin).href] : [],
    organizer: { '@type': 'Organization', name: COMPANY.brandName, url: window.location.origin },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: centsToDecimalString(w.basePriceCents),
      priceCurrency: 'EUR',
      availability:
        w.availableSpots > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
  // "<" escaped so a title can never close the script element.
  return JSON.stringify(event).replace(/</g, '\\u003c');
}
