import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../core/config/app-config.js';
import type { AccountFacts, UsersService } from '../../auth/index.js';
import type { MailComposers, MailOutbox } from '../../mail/index.js';
import type { MailMessage } from '../../mail/index.js';
import type {
  SessionSeatsService,
  WorkshopFacts,
  WorkshopSessionFacts,
} from '../sessions/session-seats.service.js';
import { HostRegistrationNotices } from './host-registration-notices.js';
import type { RegistrationRow } from '../registrations/registration-row.js';
import type { RegistrationsRepository } from '../registrations/registrations.repository.js';

const manager = {} as EntityManager;
const startsAt = new Date('2030-05-03T08:00:00Z');

function sessionOf(workshop: Partial<WorkshopFacts>): WorkshopSessionFacts {
  return {
    id: 'session-1',
    workshopId: 'workshop-1',
    startsAt,
    endsAt: new Date('2030-05-03T10:00:00Z'),
    capacity: 10,
    registeredCount: 1,
    sequence: 0,
    workshop: {
      id: 'workshop-1',
      slug: 'aquarell',
      title: 'Aquarell',
      format: 'online',
      location: null,
      videoCallLink: null,
      status: 'scheduled',
      isApproved: true,
      isPublic: true,
      visibility: 'public',
      guestRegistrationEnabled: true,
      basePriceCents: 0,
      memberDiscountPercent: 50,
      creatorId: 'host-1',
      notifyHostOnRegistration: true,
      ...workshop,
    },
  };
}

const host: AccountFacts = {
  id: 'host-1',
  email: 'host@example.com',
  name: 'Hanna Host',
  locale: 'en',
  emailVerifiedAt: null,
  registeredAt: new Date('2029-01-01T00:00:00Z'),
};

const row = {
  id: 'registration-1',
  session_id: 'session-1',
  name: 'Gerd Gast',
  status: 'confirmed',
  user_id: null,
} as RegistrationRow;

function notices(session: WorkshopSessionFacts | null, activeHost: AccountFacts | null) {
  const sent: Array<{ message: MailMessage; key: string; manager: EntityManager }> = [];
  const asked = { sessions: [] as unknown[], users: [] as unknown[] };
  const sessions = {
    facts: (id: string, m: EntityManager) => {
      asked.sessions.push([id, m]);
      return Promise.resolve(session);
    },
  } as unknown as SessionSeatsService;
  const users = {
    activeFacts: (id: string, m: EntityManager) => {
      asked.users.push([id, m]);
      return Promise.resolve(activeHost);
    },
  } as unknown as UsersService;
  const outbox = {
    enqueue: (message: MailMessage, o: { key: string; manager: EntityManager }) => {
      sent.push({ message, ...o });
      return Promise.resolve();
    },
  } as unknown as MailOutbox;
  const config = { publicUrl: 'https://academy.example/' } as AppConfig;
  const composers = new Map<string, (params: Record<string, unknown>) => Promise<unknown>>();
  const registry = {
    register: (kind: string, compose: (params: Record<string, unknown>) => Promise<unknown>) =>
      composers.set(kind, compose),
  } as unknown as MailComposers;
  const registrations = {
    byId: (id: string) => Promise.resolve(id === row.id ? row : undefined),
  } as unknown as RegistrationsRepository;
  const service = new HostRegistrationNotices(
    config,
    outbox,
    registry,
    sessions,
    users,
    registrations,
  );
  service.onModuleInit();
  return { service, sent, asked, composers };
}

describe('HostRegistrationNotices', () => {
  it("tells the workshop's active host, in the registering transaction, once per registration", async () => {
    const { service, sent, asked } = notices(sessionOf({}), host);
    await service.registered(row, manager);
    expect(asked.sessions).toEqual([['session-1', manager]]);
    expect(asked.users).toEqual([['host-1', manager]]);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toBe('host-new-registration:registration-1');
    expect(sent[0].manager).toBe(manager);
    expect(sent[0].message.to).toBe('host@example.com');
    expect(sent[0].message.subject).toBe('New registration: Aquarell');
    expect(sent[0].message.text).toContain(
      'https://academy.example/member-area/workshops/workshop-1/registrants?lang=en',
    );
  });

  it('stays silent for a host who switched the mails off, without asking for the account', async () => {
    const { service, sent, asked } = notices(sessionOf({ notifyHostOnRegistration: false }), host);
    await service.registered(row, manager);
    expect(asked.users).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('stays silent without a host, for an inactive host, and when the session is gone', async () => {
    for (const { session, account } of [
      { session: sessionOf({ creatorId: null }), account: host },
      { session: sessionOf({}), account: null },
      { session: null, account: host },
    ]) {
      const { service, sent } = notices(session, account);
      await service.registered(row, manager);
      expect(sent).toEqual([]);
    }
  });

  it("queues a batch's notices as what the worker composes them from, and composes the same notice", async () => {
    const { service, composers } = notices(sessionOf({}), host);
    const queued = service.registeredMails([row], sessionOf({}), host);
    expect(queued).toEqual([
      {
        key: 'host-new-registration:registration-1',
        message: {
          to: 'host@example.com',
          compose: {
            kind: 'host-registration-notice',
            params: { registration: 'registration-1', waitlisted: false },
          },
        },
      },
    ]);
    const composed = (await composers.get('host-registration-notice')!(
      queued[0].message.compose.params,
    )) as MailMessage;
    expect(composed.to).toBe('host@example.com');
    expect(composed.subject).toBe('New registration: Aquarell');
  });

  it('composes nothing for a registration that is gone or a host who switched the mails off meanwhile', async () => {
    const gone = notices(sessionOf({}), host);
    expect(
      await gone.composers.get('host-registration-notice')!({ registration: 'other' }),
    ).toBeNull();
    const off = notices(sessionOf({ notifyHostOnRegistration: false }), host);
    expect(
      await off.composers.get('host-registration-notice')!({ registration: 'registration-1' }),
    ).toBeNull();
  });
});
