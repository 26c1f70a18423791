import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import { AuthContext, type AuthContextValue } from '../../modules/auth/auth-context';
import { testIntl } from '../../test/intl';
import { LocaleContext } from '../../shared/i18n/locale-context';
import { Header } from './Header';

// The menu loads on first use; importing it here keeps that (slow in a test run) out of the
// tests' time limits.
beforeAll(async () => {
  await import('./MobileMenu');
});

beforeEach(() => {
  // jsdom has no media queries; the header asks whether the desktop layout applies.
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

const MEMBER: AuthUser = {
  id: '1',
  name: 'Mia Mobil',
  email: 'mia@example.org',
  role: 'member',
  email_verified: true,
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderHeader = (user: AuthUser | null = null, locale: 'de' | 'en' = 'de') => {
  const auth: AuthContextValue = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    redirectPending: false,
    logout: vi.fn(() => Promise.resolve()),
    setUser: vi.fn(),
  };
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <LocaleContext value={{ locale, setLocale: vi.fn() }}>
        <AuthContext value={auth}>
          <MemoryRouter initialEntries={['/']}>
            <Header />
            <main>
              <a href="#weiter">Inhalt</a>
            </main>
            <Location />
          </MemoryRouter>
        </AuthContext>
      </LocaleContext>
    </RawIntlProvider>,
  );
  return { auth, user: userEvent.setup() };
};

const toggle = () => document.querySelector<HTMLButtonElement>('.app-menu-button')!;

describe('Header: the mobile menu', () => {
  it('opens on click as a dialog, focus on its first link, the page locked', async () => {
    const { user } = renderHeader();
    expect(toggle()).toHaveAccessibleName('Menü');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', dialog.id);
    expect(toggle()).toHaveTextContent('Schließen');
    expect(document.documentElement).toHaveClass('app-scroll-locked');
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Leistungen' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('opens with Enter, keeps focus inside, closes with Escape back to the button', async () => {
    const { user } = renderHeader();
    toggle().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByRole('link', { name: 'Leistungen' });
    await waitFor(() => expect(first).toHaveFocus());
    // Shift+Tab from the first entry wraps to the last one instead of leaving the dialog.
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Beratung anfragen' })).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle()).toHaveFocus());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass('app-scroll-locked');
  });

  it('closes when a link in it is followed', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Kontakt' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kontakt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('mirrors the avatar menu for a member and signs out from it', async () => {
    const { user, auth } = renderHeader(MEMBER);
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('mia@example.org')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/member-area',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks English and has no serious accessibility violations, closed or open', async () => {
    const { user } = renderHeader(MEMBER, 'en');
    expect(toggle()).toHaveAccessibleName('Menu');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
