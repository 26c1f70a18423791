import { allowsGuests, isOpenToVisitors } from './workshop-visibility.js';

describe('open to visitors', () => {
  it.each([
    [true, 'public', true],
    [true, 'members_only', false],
    [false, 'public', false],
    [false, 'members_only', false],
    [true, null, false],
  ])('isPublic %p, visibility %p: %p', (isPublic, visibility, open) => {
    expect(isOpenToVisitors({ isPublic, visibility })).toBe(open);
    expect(allowsGuests({ isPublic, visibility, guestRegistrationEnabled: true })).toBe(open);
    expect(allowsGuests({ isPublic, visibility, guestRegistrationEnabled: false })).toBe(false);
  });
});
