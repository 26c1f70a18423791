/** The audit log's public entry: the admin's log screen and the texts of logged actions. */
export { auditActionMessage } from './action-messages';
export { AuditLogAdmin } from './components/AuditLogAdmin';
