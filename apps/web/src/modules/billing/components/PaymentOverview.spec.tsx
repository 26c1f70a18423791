import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PaymentOverviewDocument } from '../../../graphql/generated/graphql';
import { testIntl } from '../../../test/intl';
import { PaymentOverview } from './PaymentOverview';

const row = (title: string, openCount: number) => ({
  __typename: 'SessionPayments' as const,
  workshopId: `w-${title}`,
  sessionId: `s-${title}`,
  title,
  startsAt: '2030-03-01T09:00:00.000Z',
  openCount,
  openCents: openCount * 4900,
  paidCount: 1,
  paidCents: 4900,
  cancelledCount: 0,
  refundDueCents: 0,
});
const answer = (
  show: string,
  after: string | null,
  items: ReturnType<typeof row>[],
  nextCursor: string | null,
) => ({
  request: { query: PaymentOverviewDocument, variables: { show, first: 50, after } },
  result: {
    data: {
      adminPaymentSessions: { __typename: 'SessionPaymentsPage' as const, items, nextCursor },
    },
  },
  maxUsageCount: 5,
});

const wrap = (mocks: ReturnType<typeof answer>[], locale: 'de' | 'en' = 'de') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MockedProvider mocks={mocks}>
        <PaymentOverview />
      </MockedProvider>
    </RawIntlProvider>,
  );

describe('PaymentOverview', () => {
  it('shows sessions with open invoices first and pages forward and back by cursor', async () => {
    const user = userEvent.setup();
    wrap([
      answer('open', null, [row('Zeichnen', 2)], 'c1'),
      answer('open', 'c1', [row('Aquarell', 1)], null),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    const first = await screen.findByRole('row', { name: /Zeichnen/ });
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent(/^2 Rechnungen, 98,00/);
    expect(screen.getByRole('combobox', { name: 'Anzeigen' })).toHaveValue('open');
    const pages = screen.getByRole('navigation', { name: 'Seiten der Übersicht' });
    expect(within(pages).getByText('Seite 1')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('row', { name: /Aquarell/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Zeichnen/ })).toBeNull();
    expect(within(pages).getByText('Seite 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Vorherige Seite' }));
    expect(await screen.findByRole('row', { name: /Zeichnen/ })).toBeInTheDocument();
    expect(within(pages).getByText('Seite 1')).toBeInTheDocument();
  });

  it('says when no session has open invoices, and shows all of them on request (en)', async () => {
    const user = userEvent.setup();
    wrap([answer('open', null, [], null), answer('all', null, [row('Zeichnen', 0)], null)], 'en');
    expect(await screen.findByText('No date has open invoices.')).toBeInTheDocument();
    // One page only: no page controls.
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    const paid = await screen.findByRole('row', { name: /Zeichnen/ });
    expect(within(paid).getAllByRole('cell')[3]).toHaveTextContent(/^1 invoice, €49\.00/);
  });
});
