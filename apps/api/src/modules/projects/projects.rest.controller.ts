import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../core/auth/public.decorator.js';
import { ProjectRequestInput } from './dto/project-request.inputs.js';
import { ProjectsService } from './projects.service.js';

/** The project request form for scripts, beside GraphQL (as the contact form's REST path). */
@Controller()
export class ProjectsRestController {
  constructor(private readonly projects: ProjectsService) {}

  @Public()
  @Post('api/projects/requests')
  @HttpCode(200)
  async request(@Body() body: ProjectRequestInput) {
    await this.projects.submit(body);
    return { success: true };
  }

  /** The form's skill suggestions (the marketing page loads no GraphQL client). */
  @Public()
  @Get('api/projects/skill-suggestions')
  async skillSuggestions() {
    return { skills: await this.projects.skillSuggestions() };
  }
}
