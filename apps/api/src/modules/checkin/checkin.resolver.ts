import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { type CheckInDesk, type CheckInResult, CheckinService } from './checkin.service.js';
import { CheckInHelperInput, CheckInInput } from './dto/check-in.inputs.js';
import {
  CheckInDeskModel,
  CheckInResultModel,
  CheckInSessionModel,
} from './models/check-in.model.js';

/** Signed-in callers only (the global guard); the service lets the host, admins and helpers in. */
@Resolver()
export class CheckinResolver {
  constructor(private readonly checkin: CheckinService) {}

  @Query(() => CheckInDeskModel, { description: 'A session’s check-in screen.' })
  async checkInDesk(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
  ): Promise<CheckInDeskModel> {
    return deskModel(await this.checkin.desk(user, sessionId));
  }

  @Query(() => [CheckInSessionModel], {
    description: 'The sessions the caller was named a check-in helper for (not long past).',
  })
  async myCheckInSessions(@CurrentUser() user: AuthenticatedUser): Promise<CheckInSessionModel[]> {
    return (await this.checkin.sessionsHelpedBy(user)).map((s) =>
      Object.assign(new CheckInSessionModel(), {
        sessionId: s.id,
        workshopId: s.workshopId,
        title: s.title,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
      }),
    );
  }

  @Mutation(() => CheckInResultModel, {
    description:
      'Checks a person in by a scanned code or by their registration (a tap on the name).',
  })
  async checkIn(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CheckInInput,
  ): Promise<CheckInResultModel> {
    if (input.code)
      return resultModel(
        await this.checkin.scan(user, input.sessionId, input.code, input.scannedAt),
      );
    if (input.registrationId)
      return resultModel(
        await this.checkin.byName(user, input.sessionId, input.registrationId, input.scannedAt),
      );
    throw new DomainError('VALIDATION_FAILED');
  }

  @Mutation(() => Boolean, { description: 'Takes a check-in back (within its first minute).' })
  async undoCheckIn(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('registrationId', { type: () => ID }) registrationId: string,
  ): Promise<boolean> {
    await this.checkin.undo(user, sessionId, registrationId);
    return true;
  }

  @Mutation(() => [String], { description: 'The host names a helper by e-mail; the new list.' })
  addCheckInHelper(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CheckInHelperInput,
  ): Promise<string[]> {
    return this.checkin.addHelper(user, input.sessionId, input.email);
  }

  @Mutation(() => [String], { description: 'The host removes a helper; the new list.' })
  removeCheckInHelper(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: CheckInHelperInput,
  ): Promise<string[]> {
    return this.checkin.removeHelper(user, input.sessionId, input.email);
  }
}

function resultModel(r: CheckInResult): CheckInResultModel {
  return Object.assign(new CheckInResultModel(), r);
}

function deskModel(d: CheckInDesk): CheckInDeskModel {
  return Object.assign(new CheckInDeskModel(), {
    sessionId: d.session.id,
    workshopId: d.session.workshopId,
    title: d.session.title,
    format: d.session.format,
    startsAt: d.session.startsAt,
    endsAt: d.session.endsAt,
    role: d.role,
    checkedInCount: d.checkedInCount,
    confirmedCount: d.confirmedCount,
    helpers: d.helpers,
    attendees: d.attendees.map((a) => ({
      registrationId: a.id,
      name: a.name,
      status: a.status,
      checkedInAt: a.checkIn?.checked_in_at ?? null,
      checkedInBy: a.checkIn?.checked_in_by_name || null,
      recordedAt: a.checkIn?.created_at ?? null,
    })),
  });
}
