import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Roles } from '../../../core/auth/roles.decorator.js';
import { WorkshopRejectionInput } from '../dto/workshop.input.js';
import { WorkshopChangeModel, WorkshopModel } from '../models/workshop.model.js';
import { WorkshopReviewService } from './workshop-review.service.js';

/** Workshop approvals and change records: admins only. */
@Roles('ADMIN')
@Resolver()
export class WorkshopReviewResolver {
  constructor(private readonly review: WorkshopReviewService) {}

  @Query(() => [WorkshopModel], {
    description: 'Unapproved workshops and approved ones with a new poster or new texts waiting.',
  })
  pendingWorkshops(): Promise<WorkshopModel[]> {
    return this.review.pending();
  }

  @Query(() => [WorkshopChangeModel], { description: 'Newest first.' })
  workshopChanges(): Promise<WorkshopChangeModel[]> {
    return this.review.changes();
  }

  @Mutation(() => WorkshopModel)
  approveWorkshop(@Args('id', { type: () => ID }) id: string): Promise<WorkshopModel> {
    return this.review.approve(id);
  }

  @Mutation(() => Boolean, { description: 'Rejecting deletes the workshop.' })
  async rejectWorkshop(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { type: () => WorkshopRejectionInput, nullable: true })
    input?: WorkshopRejectionInput | null,
  ): Promise<boolean> {
    await this.review.reject(id, input?.comment);
    return true;
  }

  @Mutation(() => WorkshopModel, { description: 'The pending poster replaces the old one.' })
  approveWorkshopPoster(@Args('id', { type: () => ID }) id: string): Promise<WorkshopModel> {
    return this.review.approvePoster(id);
  }

  @Mutation(() => WorkshopModel, { description: 'The pending poster is dropped.' })
  rejectWorkshopPoster(@Args('id', { type: () => ID }) id: string): Promise<WorkshopModel> {
    return this.review.rejectPoster(id);
  }

  @Mutation(() => WorkshopModel, {
    description: 'The waiting title and description become the public ones.',
  })
  approveWorkshopTexts(@Args('id', { type: () => ID }) id: string): Promise<WorkshopModel> {
    return this.review.approveTexts(id);
  }

  @Mutation(() => WorkshopModel, { description: 'The waiting title and description are dropped.' })
  rejectWorkshopTexts(@Args('id', { type: () => ID }) id: string): Promise<WorkshopModel> {
    return this.review.rejectTexts(id);
  }

  @Mutation(() => WorkshopChangeModel)
  markWorkshopChangeReviewed(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<WorkshopChangeModel> {
    return this.review.markChangeReviewed(id, admin);
  }

  @Mutation(() => WorkshopModel)
  setWorkshopFeatured(
    @Args('id', { type: () => ID }) id: string,
    @Args('featured') featured: boolean,
  ): Promise<WorkshopModel> {
    return this.review.setFeatured(id, featured);
  }
}
