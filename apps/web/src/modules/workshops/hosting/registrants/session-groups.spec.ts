import { describe, expect, it } from 'vitest';
import { groupSessions } from './session-groups';

const s = (id: string, registeredCount = 0) => ({ id, registeredCount });

describe('groupSessions', () => {
  it('keeps the next three and every session with registrations first, the rest for later', () => {
    const weekly = Array.from({ length: 52 }, (_, i) => s(`w${i}`, i === 20 ? 2 : 0));
    const { first, more } = groupSessions(weekly, () => false);
    expect(first.map((x) => x.id)).toEqual(['w0', 'w1', 'w2', 'w20']);
    expect(more).toHaveLength(48);
  });

  it('counts waitlisted or cancelled registrants as registrations too', () => {
    const { first } = groupSessions([s('a'), s('b'), s('c'), s('d')], (x) => x.id === 'd');
    expect(first.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
