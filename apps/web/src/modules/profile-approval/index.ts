/** The profile approval's public entry: the admin's review of member profiles. */
export { ProfileApprovalPanel } from './components/ProfileApprovalPanel';
