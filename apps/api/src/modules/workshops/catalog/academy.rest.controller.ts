import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LIMITS } from '@platform/domain';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { requestContext } from '../../../core/context/request-context.js';
import { AcademyListingService } from './academy-listing.service.js';
import { workshopJson } from '../registrations/academy-json.js';
import { WorkshopListQuery } from './dto/workshop-list.query.js';
import { PromoCodesService } from '../registrations/promo-codes.service.js';
import { academyBenefits } from '../registrations/promo-codes.resolver.js';
import type { WorkshopView } from './workshop-view.mapper.js';
import { LISTING_CONTENT_TYPE, VisitorListingAnswers } from './visitor-listing-answers.js';

/** The Academy's documented REST paths for finding workshops and the member benefits. */
@Controller()
export class AcademyRestController {
  constructor(
    private readonly listing: AcademyListingService,
    private readonly promoCodes: PromoCodesService,
    private readonly visitorAnswers: VisitorListingAnswers,
  ) {}

  @Public()
  @Get('api/workshops')
  @Header('Content-Type', LISTING_CONTENT_TYPE)
  async list(
    @Query() query: WorkshopListQuery,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    // Visitors are most of the traffic and all see the same page: its text is built once, and
    // the answer is kept to be sent again before Nest's pipeline (VisitorListingAnswers).
    if (!viewer) {
      const { text, validUntil } = await this.listing.visitorListText(
        query.toFilter(),
        query.page ?? 1,
        query.limit ?? LIMITS.pageSize.default,
        ({ workshops, total }) =>
          JSON.stringify({ workshops: workshops.map((w) => workshopJson(w, [])), total }),
      );
      this.visitorAnswers.answer(req, res, text, validUntil);
      return;
    }
    const { workshops, total } = await this.listing.list(
      query.toFilter(),
      query.page ?? 1,
      query.limit ?? LIMITS.pageSize.default,
      viewer,
    );
    // What Nest itself sends for a returned object.
    res.json({ workshops: await this.withPromoCodes(workshops, viewer), total });
  }

  @Get('api/academy/benefits')
  async benefits(@CurrentUser() viewer: AuthenticatedUser) {
    return academyBenefits(await this.promoCodes.general(requestContext.locale(), viewer.id));
  }

  @Public()
  @Get('api/workshops/:slugOrId')
  async detail(
    @Param('slugOrId') slugOrId: string,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ) {
    const workshop = await this.listing.detail(slugOrId, viewer);
    return { workshop: (await this.withPromoCodes([workshop], viewer))[0] };
  }

  /** Members see the promo codes (one statement for the whole page); visitors see none. */
  private async withPromoCodes(workshops: WorkshopView[], viewer: AuthenticatedUser | null) {
    const codes = await this.promoCodes.forWorkshops(
      workshops.map((w) => w.id),
      requestContext.locale(),
      viewer?.id ?? null,
    );
    return workshops.map((w) => workshopJson(w, codes.get(w.id) ?? []));
  }
}
