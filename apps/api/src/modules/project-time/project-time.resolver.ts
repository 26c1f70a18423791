import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import {
  ChangeProjectHoursInput,
  ProjectBillingAddressInput,
  ProjectHoursInput,
  ProjectMonthInput,
} from './dto/project-time.inputs.js';
import {
  MyInvoicedMonthModel,
  MyProjectHoursModel,
  ProjectHoursModel,
  ProjectTimeEntryModel,
} from './models/project-time.models.js';
import { ProjectHoursService } from './project-hours.service.js';
import { ProjectInvoiceCancellationService } from './project-invoice-cancellation.service.js';
import { ProjectMonthsService } from './project-months.service.js';

@Resolver()
export class ProjectTimeResolver {
  constructor(
    private readonly hours: ProjectHoursService,
    private readonly months: ProjectMonthsService,
    private readonly cancellation: ProjectInvoiceCancellationService,
  ) {}

  @Query(() => [MyProjectHoursModel], {
    description: 'The signed-in specialist’s projects (accepted teams) with their own hours.',
  })
  myProjectHours(@CurrentUser() user: AuthenticatedUser): Promise<MyProjectHoursModel[]> {
    return this.hours.mine(user);
  }

  @Query(() => [MyInvoicedMonthModel], {
    description: 'What the signed-in specialist’s own hours came to on invoices.',
  })
  myInvoicedProjectMonths(@CurrentUser() user: AuthenticatedUser): Promise<MyInvoicedMonthModel[]> {
    return this.hours.invoicedForMe(user);
  }

  @Mutation(() => ProjectTimeEntryModel, {
    description: 'A team member records hours on a running project (its month must be open).',
  })
  recordProjectHours(
    @Args('input') input: ProjectHoursInput,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ProjectTimeEntryModel> {
    return this.hours.record(input, user);
  }

  @Mutation(() => ProjectTimeEntryModel, {
    description: 'Changes one’s own entry of an open month.',
  })
  changeProjectHours(
    @Args('input') input: ChangeProjectHoursInput,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ProjectTimeEntryModel> {
    return this.hours.change(input, user);
  }

  @Mutation(() => Boolean, { description: 'Deletes one’s own entry of an open month.' })
  async deleteProjectHours(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<boolean> {
    await this.hours.remove(id, user);
    return true;
  }

  @Public()
  @Query(() => ProjectHoursModel, {
    description: 'A project’s hours as its company sees them, by the secret of its mailed link.',
  })
  projectHoursByToken(@Args('token') token: string): Promise<ProjectHoursModel> {
    return this.hours.forCompany(token);
  }

  @Roles('ADMIN')
  @Query(() => ProjectHoursModel, { description: 'A project’s months and hours (admins).' })
  projectHours(
    @Args('requestId', { type: () => ID }) requestId: string,
  ): Promise<ProjectHoursModel> {
    return this.months.forAdmin(requestId);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectHoursModel, {
    description: 'Closes a project month: its hours can no longer be changed.',
  })
  closeProjectMonth(
    @Args('input') input: ProjectMonthInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectHoursModel> {
    return this.months.close(input, admin);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectHoursModel, {
    description: 'Approves a project month and invoices the company for its hours.',
  })
  approveProjectMonth(
    @Args('input') input: ProjectMonthInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectHoursModel> {
    return this.months.approve(input, admin);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectHoursModel, {
    description:
      'Cancels an approved month’s invoice (cancellation invoice); the month can be invoiced again.',
  })
  cancelProjectMonthInvoice(
    @Args('input') input: ProjectMonthInput,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ProjectHoursModel> {
    return this.cancellation.cancel(input, admin);
  }

  @Roles('ADMIN')
  @Mutation(() => ProjectHoursModel, { description: 'Where a project’s invoices go.' })
  setProjectBillingAddress(
    @Args('input') input: ProjectBillingAddressInput,
  ): Promise<ProjectHoursModel> {
    return this.months.setBillingAddress(input);
  }
}
