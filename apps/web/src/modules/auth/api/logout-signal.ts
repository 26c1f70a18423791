/** Written on logout so that other tabs (which get a `storage` event) log out too. */
export const LOGOUT_SIGNAL_KEY = 'oiv-auth-logout';

export function broadcastLogout(): void {
  try {
    localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
  } catch {
    // Storage may be blocked; other tabs then notice on their next refresh.
  }
}
