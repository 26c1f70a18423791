/**
 * The profiles module's public entry: the member's profile, its data export and the pieces the
 * approval shows.
 */
export { ApprovalStatusBadge } from './components/ApprovalStatusBadge';
export { ProfilePanel } from './components/ProfilePanel';
export { ProfilePhoto } from './components/ProfilePhoto';
export { YourData } from './components/YourData';
export { fieldLabels } from './profile-messages';
