/**
 * The auth module's public entry: the session (token, sign-out, redirect after sign-in), passkeys
 * and the guard of protected screens.
 */
export { useAuth } from './auth-context';
export { authFetch, getAccessToken, logout } from './api/auth-client';
export { signedInDownload } from './api/signed-in-download';
export { broadcastLogout } from './api/logout-signal';
export { storeRedirectTarget } from './api/redirect-target';
export { createPasskey, provePasskey } from './api/passkey-client';
export { RequireAuth } from './components/RequireAuth';
export { ConsentCheckbox } from './components/ConsentCheckbox';
