import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../../test/intl';
import { PriceTermsDocument } from '../../../../graphql/generated/graphql';
import { announceApolloClient } from '../../../../shared/graphql/loaded-client';
import { SeatCheckout, type SeatFacts } from './SeatCheckout';

/** The server's tax terms: VAT charged (INVOICE_SMALL_BUSINESS off). */
const PRICE_TERMS = {
  request: { query: PriceTermsDocument },
  result: {
    data: { priceTerms: { __typename: 'PriceTerms', smallBusiness: false, vatRatePercent: 19 } },
  },
};

// The price terms are a page query (usePageQuery): it reads the page's client, not the provider's.
announceApolloClient(
  new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([{ ...PRICE_TERMS, maxUsageCount: Number.POSITIVE_INFINITY }]),
  }),
);

const seat: SeatFacts = {
  title: 'KI im Alltag',
  format: 'online',
  location: null,
  startsAt: '2026-12-15T18:00:00Z',
  priceCents: 4900,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  waitlist: false,
};

const renderCheckout = (onSubmit = vi.fn()) => {
  render(
    <MockedProvider mocks={[PRICE_TERMS]}>
      <RawIntlProvider value={testIntl('de')}>
        <MemoryRouter>
          <SeatCheckout seat={seat} loading={false} onSubmit={onSubmit} onBack={vi.fn()} />
        </MemoryRouter>
      </RawIntlProvider>
    </MockedProvider>,
  );
  return onSubmit;
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const order = () => screen.getByRole('button', { name: 'Zahlungspflichtig anmelden' });

describe('SeatCheckout', () => {
  it('checks the address by the server’s rule and the terms, and focuses the first problem', async () => {
    const onSubmit = renderCheckout();
    const user = userEvent.setup();
    // The price as the invoice will state it, once the server said how it is taxed.
    expect(await screen.findByText(/49,00\s€ inkl\. 19\s%\sUSt/)).toBeVisible();
    await user.type(field('Postleitzahl'), '1');
    await user.click(order());
    expect(field('Straße und Hausnummer')).toHaveFocus();
    expect(field('Straße und Hausnummer')).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(field('Postleitzahl')).toHaveAccessibleDescription('Bitte prüfen Sie diese Angabe.');
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveAccessibleDescription(/Nutzungsbedingungen/);
    expect(onSubmit).not.toHaveBeenCalled();

    // A corrected field loses its message; the next attempt focuses what is still wrong.
    await user.type(field('Straße und Hausnummer'), 'Hauptstr. 1');
    expect(field('Straße und Hausnummer')).not.toBeInvalid();
    await user.clear(field('Postleitzahl'));
    await user.type(field('Postleitzahl'), '10115');
    await user.type(field('Ort'), 'Berlin');
    await user.click(order());
    expect(terms).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(terms);
    expect(terms).not.toBeInvalid();
    await user.click(order());
    expect(onSubmit).toHaveBeenCalledWith({
      acceptTerms: true,
      billingAddress: {
        name: 'Ada Lovelace',
        company: '',
        street: 'Hauptstr. 1',
        postcode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    });
  });
});
