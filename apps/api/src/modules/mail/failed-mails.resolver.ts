import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../core/auth/roles.decorator.js';
import { FailedMailsService } from './failed-mails.service.js';
import { FailedMailModel } from './models/failed-mail.model.js';

@Resolver()
export class FailedMailsResolver {
  constructor(private readonly mails: FailedMailsService) {}

  @Roles('ADMIN')
  @Query(() => [FailedMailModel], {
    description: 'Emails that could not be sent after every retry (newest first).',
  })
  failedMails(): Promise<FailedMailModel[]> {
    return this.mails.list();
  }

  @Roles('ADMIN')
  @Mutation(() => FailedMailModel, { description: 'Queues a failed email again.' })
  resendFailedMail(@Args('id', { type: () => ID }) id: string): Promise<FailedMailModel> {
    return this.mails.sendAgain(id);
  }
}
