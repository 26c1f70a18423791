import { useEffect } from 'react';

export interface WorkshopSeo {
  title: string;
  description: string;
  url: string;
  startTime: string;
  endTime: string;
  format: string;
  location: string | null;
  image: string | null;
  priceCents: number;
  soldOut: boolean;
}

const ATTENDANCE: Record<string, string> = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/** schema.org `Event` data and Open Graph tags for a workshop page; removed when it closes. */
export function useWorkshopSeo(seo: WorkshopSeo | null): void {
  useEffect(() => {
    if (!seo) return;
    const origin = window.location.origin;
    const event = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: seo.title,
      description: seo.description,
      startDate: seo.startTime,
      endDate: seo.endTime,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: ATTENDANCE[seo.format] ?? ATTENDANCE.online,
      location:
        seo.format === 'online' || !seo.location
          ? { '@type': 'VirtualLocation', url: origin + seo.url }
          : { '@type': 'Place', name: seo.location, address: seo.location },
      ...(seo.image ? { image: [origin + seo.image] } : {}),
      offers: {
        '@type': 'Offer',
        price: (seo.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: seo.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url: origin + seo.url,
      },
    };
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.academy = 'event';
    script.textContent = JSON.stringify(event).replace(/</g, '\\u003c');
    document.head.append(script);
    const metas = [
      ['og:type', 'website'],
      ['og:title', seo.title],
      ['og:description', seo.description],
      ['og:url', origin + seo.url],
      ...(seo.image ? [['og:image', origin + seo.image]] : []),
    ].map(([property, content]) => {
      const meta = document.createElement('meta');
      meta.setAttribute('property', property);
      meta.content = content;
      meta.dataset.academy = 'og';
      document.head.append(meta);
      return meta;
    });
    return () => {
      script.remove();
      for (const meta of metas) meta.remove();
    };
  }, [seo]);
}
