import { SetMetadata } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user.js';

export const ACCEPTS_DEVICE_TOKEN = 'access:device-token';

/**
 * The handler also takes a long-lived device token (a scanner app's check-in key) as bearer,
 * beside the sign-in access token. Every other handler ignores such tokens (401).
 */
export const AcceptsDeviceToken = () => SetMetadata(ACCEPTS_DEVICE_TOKEN, true);

/** Provided by the module that owns device tokens (core must not import it). */
export const DEVICE_TOKEN_CHECK = Symbol('DEVICE_TOKEN_CHECK');

export interface DeviceTokenCheck {
  /** The person a live device token acts for, or null. */
  caller(bearer: string | undefined): Promise<AuthenticatedUser | null>;
}
