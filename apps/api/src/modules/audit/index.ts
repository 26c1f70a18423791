// The audit module's public face: other modules import from here, never from its files.
export { AuditModule } from './audit.module.js';
export { AuditLogService } from './audit-log.service.js';
export type { AuditEntry } from './audit-entry.js';
export {
  AUDIT_ACTIONS,
  SECURITY_EVENT_ACTIONS,
  type AuditAction,
  type SecurityEventAction,
} from '@platform/domain';
