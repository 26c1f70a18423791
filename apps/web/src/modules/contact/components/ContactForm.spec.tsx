import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../test/intl';
import { ContactForm } from './ContactForm';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

const renderForm = (locale: 'de' | 'en' = 'de') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <ContactForm />
    </RawIntlProvider>,
  );

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ContactForm', () => {
  it('checks every field before sending and focuses the first problem', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await user.type(field('E-Mail-Adresse'), 'kein-at');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein.');
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(field('Ihre Nachricht')).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toBeInvalid();
    expect(field('E-Mail-Adresse')).toBeInvalid();
  });

  it('sends the trimmed message, then thanks and empties the form', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Name'), ' Ada ');
    await user.type(field('E-Mail-Adresse'), 'ada@example.org');
    await user.type(field('Ihre Nachricht'), 'Hallo!');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Nachricht wurde erfolgreich gesendet!')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hallo!',
      website: '',
    });
  });

  it("shows the server's message by its field and focuses it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: { message: 'Invalid', fields: { email: 'Diese Adresse gibt es nicht.' } },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Name'), 'Ada');
    await user.type(field('E-Mail-Adresse'), 'ada@example.org');
    await user.type(field('Ihre Nachricht'), 'Hallo!');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    await waitFor(() => expect(field('E-Mail-Adresse')).toHaveFocus());
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('Diese Adresse gibt es nicht.');
    expect(screen.getByRole('alert')).toHaveTextContent(/Fehler beim Senden/);
  });

  it('speaks English and has no serious accessibility violations', async () => {
    const { container } = renderForm('en');
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
