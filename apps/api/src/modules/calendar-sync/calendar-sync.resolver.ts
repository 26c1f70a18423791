import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { CalendarConnectionsService } from './calendar-connections.service.js';
import {
  CaldavAccountInput,
  ConnectCaldavCalendarInput,
  ConnectIcalCalendarInput,
} from './dto/calendar-connection.inputs.js';
import {
  CalendarConnectionModel,
  CalendarDisconnectionModel,
  DiscoveredCalendarModel,
} from './models/calendar-connection.model.js';

/**
 * A consultant's own calendar. Signed in (the global guard's default); the service lets a
 * consultant act on their own calendar and admins on any consultant's.
 */
@Resolver()
export class CalendarSyncResolver {
  constructor(private readonly connections: CalendarConnectionsService) {}

  @Query(() => CalendarConnectionModel, {
    nullable: true,
    description:
      "The signed-in consultant's connected calendar (null: none); refused to non-consultants.",
  })
  myCalendarConnection(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CalendarConnectionModel | null> {
    return this.connections.mine(user);
  }

  @Roles('ADMIN')
  @Query(() => [CalendarConnectionModel], {
    description: 'The connected calendars of the given consultants, with their state.',
  })
  consultantCalendarConnections(
    @Args('consultantIds', { type: () => [ID] }) consultantIds: string[],
  ): Promise<CalendarConnectionModel[]> {
    return this.connections.all(consultantIds);
  }

  @Mutation(() => [DiscoveredCalendarModel], {
    description: 'The event calendars of a CalDAV account (nothing is stored).',
  })
  discoverCalendars(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CaldavAccountInput,
  ): Promise<DiscoveredCalendarModel[]> {
    return this.connections.discover(user, input);
  }

  @Mutation(() => CalendarConnectionModel, {
    description:
      'Connects one calendar of a CalDAV account: its busy times are not offered, bookings are written into it.',
  })
  connectCaldavCalendar(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: ConnectCaldavCalendarInput,
  ): Promise<CalendarConnectionModel> {
    return this.connections.connectCaldav(user, input);
  }

  @Mutation(() => CalendarConnectionModel, {
    description: 'Connects a secret iCal address (read only): its busy times are not offered.',
  })
  connectIcalCalendar(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: ConnectIcalCalendarInput,
  ): Promise<CalendarConnectionModel> {
    return this.connections.connectIcal(user, input);
  }

  @Mutation(() => CalendarDisconnectionModel, {
    description:
      'Disconnects the calendar; the booking entries written into a CalDAV calendar are deleted from it (best effort).',
  })
  disconnectCalendar(
    @CurrentUser() user: AuthenticatedUser,
    @Args('consultantId', { type: () => ID, nullable: true }) consultantId?: string,
  ): Promise<CalendarDisconnectionModel> {
    return this.connections.disconnect(user, consultantId);
  }
}
