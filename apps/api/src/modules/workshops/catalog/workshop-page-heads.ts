import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DETAIL_POSTER_SIZES,
  PATHS,
  posterSrcSet,
  posterVariantUrl,
  workshopEventJsonLd,
  workshopSummary,
} from '@platform/domain';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.tokens.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { ServerPageHeads, type ServerPageHead } from '../../../core/web/server-page-heads.js';
import { AcademyListingService } from './academy-listing.service.js';

/** `/academy/{slug}` and `/workshop/{slug}`; the guest cancel page is no workshop. */
const WORKSHOP_PAGE = new RegExp(
  `^(?:${PATHS.academy}|${PATHS.workshops})/([^/]+)/?$`.replaceAll('/', '\\/'),
);
const NOT_WORKSHOPS = new Set([PATHS.academyCancel.split('/').pop()]);

/**
 * The head of a workshop page in the HTML the server sends: title, description, canonical
 * link, Open Graph tags with the poster as picture, and the schema.org `Event` (with its host).
 * Only what a visitor may see: members-only and unapproved workshops get the plain shell.
 */
@Injectable()
export class WorkshopPageHeads implements OnModuleInit {
  constructor(
    private readonly heads: ServerPageHeads,
    private readonly listing: AcademyListingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.heads.register((path) => this.headFor(path));
  }

  async headFor(path: string): Promise<ServerPageHead | null> {
    const slug = WORKSHOP_PAGE.exec(path)?.[1];
    if (!slug || NOT_WORKSHOPS.has(slug)) return null;
    let workshop;
    try {
      workshop = await this.listing.detail(decodeURIComponent(slug), null);
    } catch (error) {
      if (error instanceof DomainError || error instanceof URIError) return null;
      throw error;
    }
    const origin = this.config.publicUrl;
    const description = workshopSummary(workshop.description);
    const pageUrl = `${origin}${path.replace(/\/+$/, '')}`;
    const poster = workshop.posterUrl && !workshop.posterIsPdf ? workshop.posterUrl : null;
    return {
      title: workshop.title,
      description,
      image: poster ? { url: poster, alt: workshop.title } : undefined,
      preloadImage: poster
        ? {
            href: posterVariantUrl(poster, 800),
            srcset: posterSrcSet(poster),
            sizes: DETAIL_POSTER_SIZES,
          }
        : undefined,
      jsonLd: workshopEventJsonLd(
        {
          title: workshop.title,
          format: workshop.format,
          location: workshop.location,
          startTime: workshop.startTime.toISOString(),
          durationMinutes: workshop.durationMinutes,
          posterUrl: workshop.posterUrl,
          posterIsPdf: workshop.posterIsPdf,
          basePriceCents: workshop.basePriceCents,
          availableSpots: workshop.availableSpots,
          status: workshop.status,
          hostName: workshop.creatorName,
          ratingAverage: workshop.ratingAverage,
          ratingCount: workshop.ratingCount,
        },
        { url: pageUrl, origin, description },
      ),
    };
  }
}
