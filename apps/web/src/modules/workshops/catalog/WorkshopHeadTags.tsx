import type { FragmentType } from '@apollo/client';
import { workshopEventJsonLd, workshopSummary } from '@platform/domain';
import { useEffect } from 'react';
import { usePageMeta } from '../../../shared/meta/usePageMeta';
import { graphql } from '../../../graphql/generated';
import { fragmentData } from '../../../shared/graphql/fragment-data';

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
    creatorName
    ratingAverage
    ratingCount
    nextSession {
      id
      startsAt
      endsAt
    }
  }
`);

/**
 * Title, description and Open Graph tags (through `usePageMeta`, the poster as picture) and the
 * schema.org `Event` data of a workshop page, in the document head while the page is shown.
 */
export function WorkshopHeadTags({
  workshop,
}: {
  workshop: FragmentType<typeof WorkshopHeadTags_workshop>;
}) {
  const data = fragmentData<typeof WorkshopHeadTags_workshop>(workshop);
  const description = workshopSummary(data.description);
  // Rendered on the server too (the page's data arrives with its HTML), where there is no
  // window: the server writes the head itself there (server-page-heads.ts), so only the
  // browser's values matter.
  const location = typeof window === 'undefined' ? null : window.location;
  const image =
    location && data.posterUrl && !data.posterIsPdf
      ? { url: new URL(data.posterUrl, location.origin).href, alt: data.title }
      : undefined;
  // Title, description and the Open Graph tags (with the poster as picture) come from here.
  usePageMeta({ title: data.title, description, image });

  const pageUrl = location?.href.split(/[?#]/)[0] ?? '';
  const json = location
    ? workshopEventJsonLd(
        {
          ...data,
          startTime: data.nextSession?.startsAt ?? data.startTime,
          endTime: data.nextSession?.endsAt,
          hostName: data.creatorName,
        },
        { url: pageUrl, origin: location.origin, description: description ?? '' },
      )
    : null;

  useEffect(() => {
    if (!json) return;
    // The server sent the same data with the page (one script, not two).
    document.head.querySelectorAll('script[data-workshop="event"]').forEach((old) => old.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.workshop = 'event';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);

  return null;
}
