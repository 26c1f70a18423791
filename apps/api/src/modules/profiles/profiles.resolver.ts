import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { ProfileInput, ReviewCommentInput } from './dto/profile.input.js';
import { ProfileModel } from './models/profile.model.js';
import { MyDataService } from './my-data.service.js';
import { ProfilesService } from './profiles.service.js';

@Resolver(() => ProfileModel)
export class ProfilesResolver {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly myData: MyDataService,
  ) {}

  @Mutation(() => String, {
    description: 'Everything we hold about the signed-in member, as JSON.',
  })
  async exportMyData(@CurrentUser() user: AuthenticatedUser): Promise<string> {
    return JSON.stringify(await this.myData.export(user.id), null, 2);
  }

  @Mutation(() => Boolean, {
    description:
      'Erases the account. Confirm with the password, or sign in again first if there is none.',
  })
  async deleteMyAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Args('password', { type: () => String, nullable: true }) password?: string,
  ): Promise<boolean> {
    await this.myData.deleteAccount(user, password ?? undefined);
    return true;
  }

  @Query(() => ProfileModel, { nullable: true })
  myProfile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileModel | null> {
    return this.profiles.myProfile(user.id);
  }

  @Mutation(() => ProfileModel)
  updateMyProfile(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: ProfileInput,
  ): Promise<ProfileModel> {
    return this.profiles.updateMyProfile(user.id, input);
  }

  @Public()
  @Query(() => ProfileModel)
  publicProfile(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() viewer: AuthenticatedUser | null,
  ): Promise<ProfileModel> {
    return this.profiles.visibleProfile(id, viewer);
  }

  @Public()
  @Query(() => [ProfileModel])
  teamProfiles(): Promise<ProfileModel[]> {
    return this.profiles.teamProfiles();
  }

  @Roles('ADMIN')
  @Query(() => [ProfileModel])
  pendingProfiles(): Promise<ProfileModel[]> {
    return this.profiles.pendingProfiles();
  }

  @Roles('ADMIN')
  @Mutation(() => ProfileModel)
  approveProfile(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { nullable: true }) input?: ReviewCommentInput,
  ): Promise<ProfileModel> {
    return this.profiles.review(id, true, input?.comment);
  }

  @Roles('ADMIN')
  @Mutation(() => ProfileModel)
  rejectProfile(
    @Args('id', { type: () => ID }) id: string,
    @Args('input', { nullable: true }) input?: ReviewCommentInput,
  ): Promise<ProfileModel> {
    return this.profiles.review(id, false, input?.comment);
  }
}
