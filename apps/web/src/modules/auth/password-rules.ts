/**
 * The server's password rule (apps/api/src/modules/auth/password-policy.ts), repeated here
 * only to answer early; the server decides, and its message shows when it refuses.
 */
export const PASSWORD_MIN_LENGTH = 10;
