import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { FeedbackInput } from './dto/after-session.inputs.js';
import { FeedbackService } from './feedback.service.js';
import {
  FeedbackAnswerModel,
  FeedbackFormModel,
  PublicCommentModel,
  RatingFiguresModel,
  SessionFiguresModel,
  WorkshopFeedbackModel,
} from './models/feedback.model.js';
import { answerModel, publicCommentModel } from './models/to-models.js';
import type { RatingFigures } from './feedback.service.js';

const figuresModel = (f: RatingFigures) => Object.assign(new RatingFiguresModel(), f);

/**
 * Feedback: the form and sending it are open to a link's holder (checked by the service: the
 * member's own registration, or a valid secret), the host's view needs sign-in (host or
 * admin, checked by the service), hiding a comment is for admins.
 */
@Resolver()
export class FeedbackResolver {
  constructor(private readonly feedback: FeedbackService) {}

  @Public()
  @Query(() => FeedbackFormModel, { description: 'The feedback page of a registration.' })
  async feedbackForm(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Args('registrationId', { type: () => ID }) registrationId: string,
    @Args('token', { type: () => String, nullable: true }) token: string | null,
  ): Promise<FeedbackFormModel> {
    const form = await this.feedback.form(user, registrationId, token);
    return Object.assign(new FeedbackFormModel(), {
      registrationId: form.registration.id,
      workshopTitle: form.workshop.title,
      workshopSlug: form.workshop.slug,
      sessionStartsAt: form.session.startsAt,
      sessionEndsAt: form.session.endsAt,
      canGive: form.refusal === null,
      refusal: form.refusal,
      given: form.given ? answerModel(form.given) : null,
    });
  }

  @Public()
  @Mutation(() => FeedbackAnswerModel, {
    description: 'Gives (or changes) an attendee’s feedback: one per registration, attendees only.',
  })
  async giveFeedback(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Args('input') input: FeedbackInput,
  ): Promise<FeedbackAnswerModel> {
    const row = await this.feedback.give(user, input.registrationId, input.token, {
      overall: input.overall ?? null,
      content: input.contentRating ?? null,
      host: input.hostRating ?? null,
      comment: input.comment ?? null,
      showPublicly: input.showPublicly,
    });
    return answerModel(row);
  }

  @Query(() => WorkshopFeedbackModel, {
    description: 'A workshop’s feedback: averages per session and overall, and the answers.',
  })
  async workshopFeedback(
    @CurrentUser() user: AuthenticatedUser,
    @Args('workshopId', { type: () => ID }) workshopId: string,
  ): Promise<WorkshopFeedbackModel> {
    const view = await this.feedback.forHost(user, workshopId);
    return Object.assign(new WorkshopFeedbackModel(), {
      workshopId: view.workshop.id,
      figures: figuresModel(view.figures),
      sessions: view.sessions.map((s) =>
        Object.assign(new SessionFiguresModel(), {
          sessionId: s.session.id,
          startsAt: s.session.startsAt,
          figures: figuresModel(s.figures),
        }),
      ),
      answers: view.answers.map(answerModel),
    });
  }

  @Public()
  @Query(() => [PublicCommentModel], {
    description: 'A workshop page’s public comments (first names only; from 3 ratings on).',
  })
  async workshopFeedbackComments(
    @Args('workshopId', { type: () => ID }) workshopId: string,
  ): Promise<PublicCommentModel[]> {
    return (await this.feedback.publicComments(workshopId)).map(publicCommentModel);
  }

  @Roles('ADMIN')
  @Mutation(() => FeedbackAnswerModel, {
    description: 'Hides a feedback comment from the public, or shows it again (audited).',
  })
  async setFeedbackCommentHidden(
    @Args('id', { type: () => ID }) id: string,
    @Args('hidden') hidden: boolean,
  ): Promise<FeedbackAnswerModel> {
    return answerModel(await this.feedback.setCommentHidden(id, hidden));
  }
}
