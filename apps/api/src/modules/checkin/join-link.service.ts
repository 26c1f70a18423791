import { Injectable } from '@nestjs/common';
import { hasVideoCall, joinWindowAt, type Locale } from '@platform/domain';
import { Clock } from '../../core/clock/clock.js';
import { CheckInRoster } from '../workshops/index.js';
import { CheckinRepository } from './checkin.repository.js';

/** What opening a personal join link leads to. */
export type JoinOutcome =
  | { kind: 'redirect'; url: string }
  | {
      kind: 'page';
      /** early: not open yet; ended: over; cancelled; no_room: the host set no video link yet. */
      state: 'early' | 'ended' | 'cancelled' | 'no_room' | 'unknown';
      locale: Locale | null;
      title: string | null;
      startsAt: Date | null;
      endsAt: Date | null;
    };

/**
 * The personal join link `/j/{code}` of an online or hybrid seat. Opened from 15 minutes
 * before the start until the end, it records the registrant's attendance (method `online`,
 * once: the check-in's unique key makes two opens at once count once) and leads to the host's
 * video call. Before or after that window, for a cancelled seat or an unknown code it leads
 * nowhere and says why.
 */
@Injectable()
export class JoinLinkService {
  constructor(
    private readonly roster: CheckInRoster,
    private readonly rows: CheckinRepository,
    private readonly clock: Clock,
  ) {}

  async open(code: string): Promise<JoinOutcome> {
    const target = await this.roster.byJoinCode(code);
    if (!target || !hasVideoCall(target.format))
      return {
        kind: 'page',
        state: 'unknown',
        locale: null,
        title: null,
        startsAt: null,
        endsAt: null,
      };
    const page = (state: Exclude<JoinOutcome, { kind: 'redirect' }>['state']): JoinOutcome => ({
      kind: 'page',
      state,
      locale: target.locale,
      title: target.title,
      startsAt: target.startsAt,
      endsAt: target.endsAt,
    });
    if (target.status !== 'confirmed' || target.workshopCancelled) return page('cancelled');
    const now = this.clock.now();
    const window = joinWindowAt(target.startsAt, target.endsAt, now);
    if (window !== 'open') return page(window);
    // Only an http(s) address is followed (the workshop form checks it too).
    if (!target.videoCallLink || !/^https?:\/\//i.test(target.videoCallLink))
      return page('no_room');
    await this.rows.insertOnce({
      registrationId: target.id,
      sessionId: target.sessionId,
      checkedInAt: now,
      byId: null,
      byName: '',
      method: 'online',
      recordedAt: now,
    });
    return { kind: 'redirect', url: target.videoCallLink };
  }
}
