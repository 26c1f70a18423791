import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../../test/intl';
import { SessionMinimum } from './SessionMinimum';

const wrap = (children: ReactNode, locale: 'de' | 'en' = 'de') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MockedProvider mocks={[]}>{children}</MockedProvider>
    </RawIntlProvider>,
  );
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const minimum = { participants: 3, decisionHours: 72 };

describe('SessionMinimum', () => {
  it('shows nothing without a minimum', () => {
    const { container } = wrap(
      <SessionMinimum
        session={{ id: 's1', startsAt: inDays(10), registeredCount: 0 }}
        minimum={null}
        onChanged={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('before the decision: how far below, when it is decided, and the button', () => {
    wrap(
      <SessionMinimum
        session={{ id: 's1', startsAt: inDays(10), registeredCount: 1 }}
        minimum={minimum}
        onChanged={vi.fn()}
      />,
    );
    expect(
      screen.getByText(/^Mindestteilnehmerzahl 3, fest angemeldet 1\. Bleibt es darunter/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termin trotzdem durchführen' })).toBeEnabled();
  });

  it('a confirmed date runs for sure, without a button', () => {
    wrap(
      <SessionMinimum
        session={{ id: 's1', startsAt: inDays(10), registeredCount: 0, runConfirmedAt: inDays(-1) }}
        minimum={minimum}
        onChanged={vi.fn()}
      />,
      'en',
    );
    expect(screen.getByText('Confirmed to run')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after the decision time no button is offered', () => {
    wrap(
      <SessionMinimum
        session={{ id: 's1', startsAt: inDays(2), registeredCount: 0 }}
        minimum={minimum}
        onChanged={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
