import { bySessionStart } from './session-order.js';

const at = (iso: string) => ({ startsAt: new Date(iso) });
const sessions = new Map([
  ['early', at('2030-01-01T09:00:00Z')],
  ['late', at('2030-02-01T09:00:00Z')],
  ['same-as-late', at('2030-02-01T09:00:00Z')],
]);

describe('bySessionStart', () => {
  const rows = [
    { id: 'a', session_id: 'late' },
    { id: 'b', session_id: 'early' },
    { id: 'c', session_id: 'same-as-late' },
    { id: 'd', session_id: 'early' },
    { id: 'e', session_id: 'late' },
  ];

  it('orders by start and keeps the incoming order among equal starts', () => {
    expect(bySessionStart(rows, sessions, 'asc').map(({ row }) => row.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
      'e',
    ]);
  });

  it('puts the latest start first when descending, ties still in incoming order', () => {
    expect(bySessionStart(rows, sessions, 'desc').map(({ row }) => row.id)).toEqual([
      'a',
      'c',
      'e',
      'b',
      'd',
    ]);
  });

  it('pairs each row with its session and leaves out rows whose session is unknown', () => {
    const withGone = [...rows, { id: 'f', session_id: 'gone' }];
    const ordered = bySessionStart(withGone, sessions, 'asc');
    expect(ordered.map(({ row }) => row.id)).not.toContain('f');
    expect(ordered[0].session).toBe(sessions.get('early'));
  });
});
