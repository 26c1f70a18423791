import { SetMetadata } from '@nestjs/common';

export const SECOND_FACTOR_SETUP = 'access:second-factor-setup';

/**
 * Open to an admin who still has to enrol a second factor (`ADMIN_MFA=required`): reading who
 * they are and enrolling one. Every other signed-in handler refuses such a session with
 * `MFA_REQUIRED` (see `AccessGuard`).
 */
export const SecondFactorSetup = () => SetMetadata(SECOND_FACTOR_SETUP, true);
