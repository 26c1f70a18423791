import type { OAuthProvider } from '../entities/user-identity.entity.js';

/** A provider's name as people know it. */
export function label(provider: OAuthProvider): string {
  return { google: 'Google', github: 'GitHub', microsoft: 'Microsoft' }[provider];
}
