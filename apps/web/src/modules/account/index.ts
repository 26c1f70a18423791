/**
 * The account module's public entry: the account settings' sections and the admin's second-factor
 * gate.
 */
export { AdminSecondFactorGate } from './components/second-factors/AdminSecondFactorGate';
export { EmailSection } from './components/EmailSection';
export { PasswordSection } from './components/PasswordSection';
export { ProvidersSection } from './components/ProvidersSection';
export { SecurityEventsSection } from './components/SecurityEventsSection';
export { SessionsSection } from './components/SessionsSection';
export { SecondFactorsSection } from './components/second-factors/SecondFactorsSection';
