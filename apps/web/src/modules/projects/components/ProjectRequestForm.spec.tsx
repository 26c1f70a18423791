import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../../test/intl';
import { ProjectRequestForm } from './ProjectRequestForm';

afterEach(() => vi.unstubAllGlobals());

/** The suggestions (GET) answer with these skills; the request (POST) with `status` and `body`. */
const server = (status: number, body: unknown) =>
  vi.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'POST'
        ? new Response(JSON.stringify(body), { status })
        : new Response(JSON.stringify({ skills: ['Python', 'Rust'] }), { status: 200 }),
    ),
  );

const renderForm = (locale: 'de' | 'en' = 'de') =>
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MemoryRouter>
        <ProjectRequestForm />
      </MemoryRouter>
    </RawIntlProvider>,
  );

const field = (name: string) => screen.getByRole('textbox', { name });
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Unternehmen'), 'Muster GmbH');
  await user.type(field('Ansprechperson'), 'Carla Kunde');
  await user.type(field('E-Mail-Adresse'), 'carla@example.org');
  await user.type(field('Worum geht es im Projekt?'), 'Wartung mit KI.');
  await user.click(await screen.findByRole('button', { name: 'Python hinzufügen' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Stunden pro Woche' }), '10');
  await user.type(screen.getByLabelText('Gewünschter Beginn'), inDays(20));
  await user.type(screen.getByRole('spinbutton', { name: 'Dauer in Wochen' }), '8');
  await user.type(field('Ort'), 'Berlin');
  await user.click(screen.getByRole('checkbox'));
}

describe('ProjectRequestForm', () => {
  it('runs the shared rules before sending and focuses the first problem', async () => {
    const fetch = server(200, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Projekt anfragen' }));
    expect(field('Unternehmen')).toHaveFocus();
    expect(field('Unternehmen')).toHaveAccessibleDescription('Bitte nennen Sie Ihr Unternehmen.');
    expect(screen.getByLabelText('Gesuchte Fähigkeiten')).toHaveAccessibleDescription(
      /mindestens eine gesuchte Fähigkeit/,
    );
    expect(screen.getByRole('checkbox')).toBeInvalid();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('offers the skills of approved profiles and sends the cleaned request', async () => {
    const fetch = server(200, { success: true });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    expect(screen.queryByRole('button', { name: 'Python hinzufügen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Projekt anfragen' }));
    expect(await screen.findByText('Ihre Projektanfrage ist eingegangen.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/projects/requests');
    expect(JSON.parse(post[1]!.body as string)).toMatchObject({
      company: 'Muster GmbH',
      email: 'carla@example.org',
      skills: ['Python'],
      hoursPerWeek: 10,
      durationWeeks: 8,
      workMode: 'BOTH',
      place: 'Berlin',
      budgetMinEuros: null,
      privacyAccepted: true,
      website: '',
    });
    expect(field('Unternehmen')).toHaveValue('');
  });

  it("shows the server's message by its field and focuses it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      server(400, {
        error: {
          code: 'PROJECT_EMAIL_INVALID',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
          fields: { email: 'Diese Adresse nehmen wir nicht.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Projekt anfragen' }));
    await waitFor(() => expect(field('E-Mail-Adresse')).toHaveFocus());
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('Diese Adresse nehmen wir nicht.');
  });

  it('speaks English and has no serious accessibility violations', async () => {
    vi.stubGlobal('fetch', server(200, {}));
    const { container } = renderForm('en');
    expect(await screen.findByRole('button', { name: 'Add Python' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a project' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
