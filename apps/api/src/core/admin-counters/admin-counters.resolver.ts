import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../auth/roles.decorator.js';
import { AdminCounters, type AdminCounterKey } from './admin-counters.js';

@ObjectType({ description: 'What waits for an admin, per section of the admin tab.' })
export class AdminCountersModel implements Record<AdminCounterKey, number> {
  @Field(() => Int, { description: 'Workshops (or their new texts or poster) awaiting approval.' })
  pendingApprovals!: number;

  @Field(() => Int, { description: 'Support tickets with status "open".' })
  openTickets!: number;

  @Field(() => Int, { description: 'Emails that could not be sent after every retry.' })
  failedMails!: number;

  @Field(() => Int, { description: 'Invoices open for payment (not cancelled).' })
  openPayments!: number;

  @Field(() => Int, { description: 'Project requests with status "new", not yet taken up.' })
  newProjectRequests!: number;
}

@Resolver()
export class AdminCountersResolver {
  constructor(private readonly counters: AdminCounters) {}

  @Roles('ADMIN')
  @Query(() => AdminCountersModel, { description: 'The admin tab’s counters, in one request.' })
  adminCounters(): Promise<AdminCountersModel> {
    return this.counters.read();
  }
}
