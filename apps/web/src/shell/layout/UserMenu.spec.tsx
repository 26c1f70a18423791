import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@platform/ui/test/axe';
import { RawIntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../modules/auth/api/auth-user';
import { testIntl } from '../../test/intl';
import { UserMenu, initialsOf } from './UserMenu';

// The menu loads on first use; importing it here keeps that (slow in a test run) out of the
// tests' time limits.
beforeAll(async () => {
  await import('./UserMenuPopover');
});

const USER: AuthUser = {
  id: '1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  role: 'member',
  email_verified: true,
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderMenu = (locale: 'de' | 'en' = 'de') => {
  const onLogout = vi.fn();
  render(
    <RawIntlProvider value={testIntl(locale)}>
      <MemoryRouter initialEntries={['/kontakt']}>
        <UserMenu user={USER} onLogout={onLogout} />
        <button type="button">Danach</button>
        <Location />
      </MemoryRouter>
    </RawIntlProvider>,
  );
  return { onLogout, user: userEvent.setup() };
};

const avatar = () => screen.getByRole('button', { name: 'Benutzermenü von Ada Lovelace' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('UserMenu', () => {
  it('shows the initials of the name, or of the e-mail address', () => {
    expect(initialsOf({ name: 'Ada King Lovelace', email: 'a@b.c' })).toBe('AL');
    expect(initialsOf({ name: '  ', email: 'mia@example.org' })).toBe('M');
  });

  it('opens on click with name, e-mail and the entries, focus on the first', async () => {
    const { user } = renderMenu();
    const button = avatar();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Benutzermenü von Ada Lovelace' });
    // The page behind the open menu is inert, the button too: it is no longer in the tree.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('ada@example.org')).toBeVisible();
    expect(item('Dashboard')).toHaveAttribute('href', '/member-area');
    expect(item('Zur Startseite')).toHaveAttribute('href', '/');
    expect(item('Abmelden')).toBeInTheDocument();
    await waitFor(() => expect(item('Dashboard')).toHaveFocus());
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, moves with the arrow keys, closes with Escape back to the button', async () => {
    const { user } = renderMenu();
    await user.tab();
    expect(avatar()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(item('Dashboard')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Zur Startseite')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Abmelden')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Zur Startseite')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(avatar()).toHaveFocus());
    expect(avatar()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Space, and with ArrowUp on the last entry', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard(' ');
    await screen.findByRole('menu');
    await waitFor(() => expect(item('Dashboard')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(avatar()).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('Abmelden')).toHaveFocus());
  });

  it('closes when Tab leaves it', async () => {
    const { user } = renderMenu();
    await user.click(avatar());
    await screen.findByRole('menu');
    await waitFor(() => expect(item('Dashboard')).toHaveFocus());
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(avatar()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
  });

  it('follows a link through the router and closes', async () => {
    const { user } = renderMenu();
    await user.click(avatar());
    await user.click(await screen.findByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/member-area');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('signs out from the last entry', async () => {
    const { user, onLogout } = renderMenu();
    await user.click(avatar());
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('speaks English and has no serious accessibility violations, closed or open', async () => {
    const { user } = renderMenu('en');
    const button = screen.getByRole('button', { name: 'User menu of Ada Lovelace' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(button);
    await screen.findByRole('menuitem', { name: 'Sign out' });
    expect(screen.getByRole('menuitem', { name: 'Home page' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
