import { decodeOverviewCursor, encodeOverviewCursor } from './payment-overview-cursor.js';

describe('payment overview cursors', () => {
  const session = '6f1c2a70-8a8e-4a53-9d2c-3f6f1c7e9b10';

  it('give back the position they were written for, to the microsecond', () => {
    const key = { sessionId: session, serviceDate: '2027-03-01T09:00:00.123456Z' };
    expect(decodeOverviewCursor(encodeOverviewCursor({ phase: 'sessions', key }))).toEqual({
      phase: 'sessions',
      key,
    });
    for (const afterKey of [null, session])
      expect(
        decodeOverviewCursor(encodeOverviewCursor({ phase: 'sessionless', afterKey })),
      ).toEqual({ phase: 'sessionless', afterKey });
  });

  it('refuse what this server did not write', () => {
    const text = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      'nonsense',
      '',
      text([]),
      text(null),
      text({ s: 'not-a-uuid', d: '2027-03-01T09:00:00.123456Z' }),
      text({ s: session, d: '2027-03-01' }),
      text({ s: session, d: '2027-13-45T09:00:00.000000Z' }),
      text({ s: session }),
      text({ g: 42 }),
      text({ g: "'; DROP TABLE invoices; --" }),
      'x'.repeat(300),
    ])
      expect(decodeOverviewCursor(forged)).toBeNull();
  });
});
