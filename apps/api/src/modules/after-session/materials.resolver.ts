import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { MaterialLinkInput } from './dto/after-session.inputs.js';
import { FeedbackService } from './feedback.service.js';
import { MaterialsService } from './materials.service.js';
import { AfterSessionModel, MaterialModel } from './models/material.model.js';
import { materialModel } from './models/to-models.js';

/**
 * Materials: the host's list and changes need sign-in (host or admin, checked by the
 * service); what a registration has after its session is open to the link's holder.
 */
@Resolver()
export class MaterialsResolver {
  constructor(
    private readonly materials: MaterialsService,
    private readonly feedback: FeedbackService,
  ) {}

  @Query(() => [MaterialModel], { description: 'A workshop’s materials (its host and admins).' })
  async workshopMaterials(
    @CurrentUser() user: AuthenticatedUser,
    @Args('workshopId', { type: () => ID }) workshopId: string,
  ): Promise<MaterialModel[]> {
    return (await this.materials.ofWorkshop(user, workshopId)).map(materialModel);
  }

  @Mutation(() => MaterialModel, { description: 'Adds a link to a workshop’s materials.' })
  async addMaterialLink(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: MaterialLinkInput,
  ): Promise<MaterialModel> {
    return materialModel(
      await this.materials.addLink(user, input.workshopId, {
        title: input.title,
        url: input.url,
        audience: input.audience,
        sessionId: input.sessionId ?? null,
      }),
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes a material (its host and admins).' })
  async deleteMaterial(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    await this.materials.delete(user, id);
    return true;
  }

  @Public()
  @Query(() => AfterSessionModel, {
    description:
      'A registration’s feedback state and the materials it may see (the member’s own, or by its link’s token).',
  })
  async afterSession(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Args('registrationId', { type: () => ID }) registrationId: string,
    @Args('token', { type: () => String, nullable: true }) token: string | null,
  ): Promise<AfterSessionModel> {
    const registration = await this.feedback.open(user, registrationId, token);
    const [materials, refusal, given] = await Promise.all([
      this.materials.visibleTo(registration),
      this.feedback.refusal(registration),
      this.feedback.ofRegistrations([registration.id]),
    ]);
    return Object.assign(new AfterSessionModel(), {
      registrationId: registration.id,
      canGiveFeedback: refusal === null,
      feedbackGiven: given.length > 0,
      materials: materials.map(materialModel),
    });
  }
}
