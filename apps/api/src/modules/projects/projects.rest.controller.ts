import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../core/auth/roles.decorator.js';
import { SpecialistTermsService } from './specialist-terms.service.js';
import { Public } from '../../core/auth/public.decorator.js';
import { ProjectRequestInput } from './dto/project-request.inputs.js';
import { ProjectsService } from './projects.service.js';

/** The project request form for scripts, beside GraphQL (as the contact form's REST path). */
@Controller()
export class ProjectsRestController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly terms: SpecialistTermsService,
  ) {}

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

  /** A specialist's employer's permission as PDF: admins only. */
  @Roles('ADMIN')
  @Get('api/projects/specialists/:userId/permission.pdf')
  async permission(@Param('userId') userId: string, @Res() res: Response): Promise<void> {
    const pdf = await this.terms.permissionDocument(userId);
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="nebentaetigkeitsgenehmigung.pdf"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
      .send(pdf);
  }
}
