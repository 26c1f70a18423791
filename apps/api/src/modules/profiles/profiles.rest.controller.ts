import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { ReviewCommentInput } from './dto/profile.input.js';
import { ProfileRestBody } from './dto/profile-rest.body.js';
import { profileJson } from './profile-json.js';
import { ProfilesService } from './profiles.service.js';

/** The profile REST paths older callers use, and the team service's `/profiles/team`. */
@Controller()
export class ProfilesRestController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('api/profiles/me')
  async me(@CurrentUser() user: AuthenticatedUser) {
    const profile = await this.profiles.myProfile(user.id);
    return { profile: profile && profileJson(profile), hasProfile: Boolean(profile) };
  }

  @Put('api/profiles/me')
  async update(@CurrentUser() user: AuthenticatedUser, @Body() body: ProfileRestBody) {
    return { profile: profileJson(await this.profiles.updateMyProfile(user.id, body.toInput())) };
  }

  @Roles('ADMIN')
  @Get('api/profiles/admin/pending')
  async pending() {
    return { profiles: (await this.profiles.pendingProfiles()).map(profileJson) };
  }

  @Roles('ADMIN')
  @Post('api/profiles/admin/:id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @Body() body: ReviewCommentInput) {
    return {
      success: true,
      profile: profileJson(await this.profiles.review(id, true, body.comment)),
    };
  }

  @Roles('ADMIN')
  @Post('api/profiles/admin/:id/reject')
  @HttpCode(200)
  async reject(@Param('id') id: string, @Body() body: ReviewCommentInput) {
    return {
      success: true,
      profile: profileJson(await this.profiles.review(id, false, body.comment)),
    };
  }

  @Public()
  @Get('api/profiles/:id/public')
  async publicProfile(@Param('id') id: string, @CurrentUser() viewer: AuthenticatedUser | null) {
    return { profile: profileJson(await this.profiles.visibleProfile(id, viewer)) };
  }

  @Public()
  @Get('profiles/team')
  async team() {
    return { success: true, profiles: (await this.profiles.teamProfiles()).map(profileJson) };
  }
}
