import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../../test/intl';
import { MoveSessionForm } from './MoveSessionForm';
import { SessionMessageForm } from './SessionMessageForm';

const wrap = (children: ReactNode) =>
  render(
    <RawIntlProvider value={testIntl('de')}>
      <MockedProvider mocks={[]}>{children}</MockedProvider>
    </RawIntlProvider>,
  );

describe('MoveSessionForm', () => {
  it('asks for a start in the future and focuses it (the server’s rule)', async () => {
    const user = userEvent.setup();
    wrap(
      <MoveSessionForm
        session={{ id: 's1', startsAt: '2020-01-10T09:00:00Z' }}
        notified={2}
        onMoved={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Termin verschieben' }));
    const start = screen.getByLabelText(/^Neuer Beginn/);
    await user.click(screen.getByRole('button', { name: 'Verschieben' }));
    expect(start).toHaveFocus();
    expect(start).toHaveAccessibleDescription('Bitte wählen Sie einen Beginn in der Zukunft.');

    fireEvent.change(start, { target: { value: '' } });
    expect(start).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Verschieben' }));
    expect(start).toHaveAccessibleDescription('Bitte ausfüllen.');

    fireEvent.change(start, { target: { value: '2099-03-15T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Verschieben' }));
    expect(screen.getByText(/verschieben\?/)).toHaveFocus();
  });
});

describe('SessionMessageForm', () => {
  it('needs a subject and a text, and focuses the first one missing', async () => {
    const user = userEvent.setup();
    wrap(<SessionMessageForm sessionId="s1" />);
    await user.click(screen.getByText('Nachricht an alle Bestätigten'));
    await user.type(screen.getByRole('textbox', { name: /^Betreff/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const subject = screen.getByRole('textbox', { name: /^Betreff/ });
    expect(subject).toHaveFocus();
    expect(subject).toHaveAccessibleDescription('Bitte ausfüllen.');
    expect(screen.getByRole('textbox', { name: /^Nachricht/ })).toBeInvalid();
  });
});
