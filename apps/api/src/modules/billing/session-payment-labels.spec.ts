import { labelSessionPayments, type SessionPaymentTotals } from './session-payment-labels.js';

function totals(
  workshopId: string | null,
  sessionId: string | null,
  description: string,
): SessionPaymentTotals {
  return {
    workshopId,
    sessionId,
    description,
    openCount: 1,
    openCents: 100,
    paidCount: 0,
    paidCents: 0,
    cancelledCount: 0,
    refundDueCents: 0,
    refundedCents: 0,
    writtenOffCents: 0,
  };
}

describe('labelSessionPayments', () => {
  const workshops = new Map([
    ['w1', { title: 'Zeichnen' }],
    ['w2', { title: 'Aquarell' }],
  ]);
  const sessions = new Map([
    ['s1', { startsAt: new Date('2030-01-01T09:00:00Z') }],
    ['s2', { startsAt: new Date('2030-03-01T09:00:00Z') }],
  ]);

  it("takes the workshop's title and the session's start, else the invoices' text and no date", () => {
    const [named, gone] = labelSessionPayments(
      [totals('w1', 's1', 'Rechnung Zeichnen'), totals('w9', 's9', 'Rechnung Töpfern')],
      workshops,
      sessions,
    );
    expect(named).toMatchObject({ title: 'Zeichnen', startsAt: sessions.get('s1')?.startsAt });
    expect(gone).toMatchObject({ title: 'Rechnung Töpfern', startsAt: null, workshopId: 'w9' });
    expect(named).not.toHaveProperty('description');
    expect(named.openCents).toBe(100);
  });

  it('puts the latest session first and undated totals last, each group by title', () => {
    const ordered = labelSessionPayments(
      [
        totals(null, null, 'Mitgliedschaft'),
        totals('w1', 's1', ''),
        totals('w9', null, 'Alte Rechnung'),
        totals('w2', 's2', ''),
        totals('w2', 's9', ''),
      ],
      workshops,
      sessions,
    );
    expect(ordered.map((p) => [p.title, p.startsAt?.toISOString() ?? null])).toEqual([
      ['Aquarell', '2030-03-01T09:00:00.000Z'],
      ['Zeichnen', '2030-01-01T09:00:00.000Z'],
      ['Alte Rechnung', null],
      ['Aquarell', null],
      ['Mitgliedschaft', null],
    ]);
  });
});
