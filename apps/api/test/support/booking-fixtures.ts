import { createMember, type Member } from './factories.js';
import type { TestApp } from './test-app.js';

export const auth = (member?: Member): Record<string, string> =>
  member ? { authorization: `Bearer ${member.token}` } : {};

export interface ConsultantSetup {
  appointmentMinutes?: number;
  bufferMinutes?: number;
  minNoticeHours?: number;
  horizonDays?: number;
  /** Defaults to every day, all day (Berlin), online. */
  windows?: Array<{ weekday: number; startTime: string; endTime: string; mode?: string }>;
  /** The consultant's address (needed for windows "vor Ort") and fixed meeting link. */
  location?: string;
  meetingUrl?: string;
  changeCutoffHours?: number;
  maxReschedules?: number;
  phoneField?: 'off' | 'optional' | 'required';
}

const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  startTime: '00:00',
  endTime: '24:00',
}));

/** A team member made a consultant by the admin through the API, with the given rules. */
export async function createConsultant(
  t: TestApp,
  admin: Member,
  setup: ConsultantSetup = {},
): Promise<{ id: string; user: Member }> {
  const user = await createMember(t, { verified: true, name: 'Clara Berater' });
  const created = await t.gql<{ createConsultant: { id: string } }>(
    'mutation($i: CreateConsultantInput!) { createConsultant(input: $i) { id } }',
    { i: { email: user.email } },
    auth(admin),
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const id = created.data.createConsultant.id;
  const settings = await t.gql(
    'mutation($id: ID!, $i: ConsultantSettingsInput!) { updateConsultant(id: $id, input: $i) { id } }',
    {
      id,
      i: {
        displayName: 'Clara Berater',
        active: true,
        appointmentMinutes: setup.appointmentMinutes ?? 60,
        bufferMinutes: setup.bufferMinutes ?? 0,
        minNoticeHours: setup.minNoticeHours ?? 0,
        horizonDays: setup.horizonDays ?? 60,
        location: setup.location,
        meetingUrl: setup.meetingUrl,
        changeCutoffHours: setup.changeCutoffHours,
        maxReschedules: setup.maxReschedules,
        phoneField: setup.phoneField,
      },
    },
    auth(admin),
  );
  if (settings.errors) throw new Error(JSON.stringify(settings.errors));
  const windows = await t.gql(
    'mutation($id: ID!, $i: AvailabilityInput!) { setConsultantAvailability(id: $id, input: $i) { id } }',
    { id, i: { windows: setup.windows ?? ALL_DAY } },
    auth(admin),
  );
  if (windows.errors) throw new Error(JSON.stringify(windows.errors));
  return { id, user };
}

export async function slotsOf(
  t: TestApp,
  consultantId: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const result = await t.gql<{ availableSlots: Array<{ start: string }> }>(
    'query($c: ID!, $f: DateTime!, $t: DateTime!) { availableSlots(consultantId: $c, from: $f, to: $t) { start end } }',
    { c: consultantId, f: from.toISOString(), t: to.toISOString() },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.availableSlots.map((s) => new Date(s.start).toISOString());
}

export const BOOK = `mutation($i: BookConsultationInput!) {
  bookConsultation(input: $i) { id consultantName start end email }
}`;

export function bookingInput(consultantId: string, start: Date | null, email: string) {
  return {
    consultantId,
    start: start?.toISOString() ?? null,
    name: 'Vera Besuch',
    email,
    message: 'Wir möchten über KI im Vertrieb sprechen.',
  };
}

/** The next full hour at least `hours` from now. */
export function fullHourAhead(hours: number): Date {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return new Date(at.getTime() + 3_600_000);
}
