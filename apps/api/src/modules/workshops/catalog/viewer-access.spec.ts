import { isCreatorOrAdmin, viewerAccess } from './viewer-access.js';

const CREATOR_ID = 'creator-id';
const creator = { id: CREATOR_ID, role: 'CLIENT' as const };
const member = { id: 'member-id', role: 'CLIENT' as const };
const admin = { id: 'admin-id', role: 'ADMIN' as const };

describe('viewerAccess', () => {
  it('gives a visitor nothing, even if a caller claims a registration', () => {
    expect(viewerAccess(null, CREATOR_ID, true)).toEqual({
      creatorOrAdmin: false,
      confirmedRegistrant: false,
    });
    expect(viewerAccess(undefined, CREATOR_ID, true).confirmedRegistrant).toBe(false);
  });

  it('gives a member who did not create it only what their registration brings', () => {
    expect(viewerAccess(member, CREATOR_ID, false)).toEqual({
      creatorOrAdmin: false,
      confirmedRegistrant: false,
    });
    expect(viewerAccess(member, CREATOR_ID, true)).toEqual({
      creatorOrAdmin: false,
      confirmedRegistrant: true,
    });
  });

  it('treats the creator and any admin as creator-or-admin', () => {
    expect(viewerAccess(creator, CREATOR_ID, false).creatorOrAdmin).toBe(true);
    expect(viewerAccess(admin, CREATOR_ID, false).creatorOrAdmin).toBe(true);
    expect(viewerAccess(admin, null, false).creatorOrAdmin).toBe(true);
  });
});

describe('isCreatorOrAdmin', () => {
  it('is false for a visitor', () => {
    expect(isCreatorOrAdmin(null, CREATOR_ID)).toBe(false);
  });

  it('is false for a member once the creator account is gone (creator id null)', () => {
    expect(isCreatorOrAdmin(member, null)).toBe(false);
  });

  it('is false for a member who is not the creator', () => {
    expect(isCreatorOrAdmin(member, CREATOR_ID)).toBe(false);
  });
});
