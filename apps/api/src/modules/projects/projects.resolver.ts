import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { MoveProjectRequestInput, ProjectRequestInput } from './dto/project-request.inputs.js';
import {
  ProjectRequestAdminModel,
  ProjectRequestFollowModel,
} from './models/project-request.models.js';
import { ProjectsService } from './projects.service.js';

@Resolver()
export class ProjectsResolver {
  constructor(private readonly projects: ProjectsService) {}

  @Public()
  @Mutation(() => Boolean, {
    description: 'A company asks for a project; the link to follow it comes by e-mail.',
  })
  async requestProject(@Args('input') input: ProjectRequestInput): Promise<boolean> {
    await this.projects.submit(input);
    return true;
  }

  @Public()
  @Query(() => [String], { description: 'Skills approved profiles have: the form’s suggestions.' })
  projectSkillSuggestions(): Promise<string[]> {
    return this.projects.skillSuggestions();
  }

  @Public()
  @Query(() => ProjectRequestFollowModel, {
    description: 'A request as its company sees it, by the secret of its mailed link.',
  })
  projectRequestByToken(@Args('token') token: string): Promise<ProjectRequestFollowModel> {
    return this.projects.follow(token);
  }

  @Roles('ADMIN')
  @Query(() => [ProjectRequestAdminModel], { description: 'The project request pipeline.' })
  projectRequests(
    @Args('status', { type: () => String, nullable: true }) status?: string,
  ): Promise<ProjectRequestAdminModel[]> {
    return this.projects.pipeline(status ?? undefined);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectRequestAdminModel, {
    description: 'Moves a request along the pipeline (only the allowed steps).',
  })
  moveProjectRequest(
    @Args('input') input: MoveProjectRequestInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectRequestAdminModel> {
    return this.projects.move(input, admin);
  }
}
