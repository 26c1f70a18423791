import { registrationRefusal, type EligibilityWorkshop } from './registration-eligibility.js';

const now = new Date('2027-01-01T10:00:00Z');
const future = { startsAt: new Date('2027-01-02T10:00:00Z') };
const past = { startsAt: new Date('2026-12-31T10:00:00Z') };
const workshop = (overrides: Partial<EligibilityWorkshop> = {}): EligibilityWorkshop => ({
  isApproved: true,
  isPublic: true,
  visibility: 'public',
  guestRegistrationEnabled: true,
  status: 'scheduled',
  creatorId: 'host',
  ...overrides,
});
const member = { kind: 'member', userId: 'ann' } as const;
const guest = { kind: 'guest' } as const;

describe('registration eligibility', () => {
  it('lets members and (where allowed) guests register for an open session', () => {
    expect(registrationRefusal(workshop(), future, member, now)).toBeNull();
    expect(registrationRefusal(workshop(), future, guest, now)).toBeNull();
  });

  it.each([
    [{ isApproved: false }, future, member, 'REGISTRATION_SESSION_NOT_FOUND'],
    [{ isApproved: false }, future, guest, 'REGISTRATION_SESSION_NOT_FOUND'],
    [{ creatorId: 'ann' }, future, member, 'REGISTRATION_OWN_WORKSHOP'],
    [{ creatorId: 'ann' }, past, member, 'REGISTRATION_OWN_WORKSHOP'],
    [{ visibility: 'members_only' }, future, guest, 'REGISTRATION_MEMBERS_ONLY'],
    [{ isPublic: false }, future, guest, 'REGISTRATION_MEMBERS_ONLY'],
    [{ guestRegistrationEnabled: false }, future, guest, 'REGISTRATION_MEMBERS_ONLY'],
    [{ visibility: 'members_only' }, past, guest, 'REGISTRATION_MEMBERS_ONLY'],
    [{ visibility: 'members_only' }, future, member, null],
    [{}, past, member, 'REGISTRATION_CLOSED'],
    [{}, past, guest, 'REGISTRATION_CLOSED'],
    [{ status: 'cancelled' }, future, member, 'REGISTRATION_CLOSED'],
    [{}, { startsAt: now }, member, 'REGISTRATION_CLOSED'],
  ] as const)('%p %p %p: %p', (overrides, session, who, refusal) => {
    expect(registrationRefusal(workshop(overrides), session, who, now)).toBe(refusal);
  });
});
