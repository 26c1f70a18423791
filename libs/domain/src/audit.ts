/**
 * Action codes of the audit log (what was done), shared by the API (which records them) and
 * the admin screen (which filters and names them). One typed list: a new auditable action is
 * added here first.
 */
export const AUDIT_ACTIONS = [
  // What the public sees
  'profile.approved',
  'profile.rejected',
  'workshop.approved',
  'workshop.rejected',
  'workshop.poster_approved',
  'workshop.poster_rejected',
  'workshop.featured_changed',
  'workshop.session_confirmed',
  'workshop.session_cancelled_below_minimum',
  'check_in.recorded',
  'check_in.undone',
  'feedback.comment_hidden',
  // Money
  'payment.state_changed',
  'payment.undone',
  'payment.statement_imported',
  'payment.refunded',
  'registration.cancelled_by_admin',
  'certificate.revoked',
  'booking.cancelled_by_admin',
  'booking.rescheduled_by_team',
  'promo_code.saved',
  'project_month.closed',
  'project_month.approved',
  'project_month.invoice_cancelled',
  // Attendance (the base of certificates)
  'attendance.marked',
  'attendance.unmarked',
  // Operations and access
  'mail.resent',
  'user.role_changed',
  'consultant.created',
  'consultant.updated',
  'consultant.availability_changed',
  'consultant.day_off_added',
  'consultant.day_off_removed',
  'account.deleted',
  'account.data_exported',
  // Security events of an account (members see their own)
  'auth.sign_in',
  'auth.new_device_sign_in',
  'auth.mfa_enrolled',
  'auth.mfa_removed',
  'auth.mfa_renamed',
  'auth.password_changed',
  'auth.password_reset',
  'auth.email_changed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The account's own security events: what a member sees under "Security events". */
export const SECURITY_EVENT_ACTIONS = [
  'auth.sign_in',
  'auth.new_device_sign_in',
  'auth.mfa_enrolled',
  'auth.mfa_removed',
  'auth.mfa_renamed',
  'auth.password_changed',
  'auth.password_reset',
  'auth.email_changed',
] as const satisfies readonly AuditAction[];

export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

/** Entries per page in the admin list (and the most one page may ask for). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;
/** The CSV download holds at most this many entries (newest first). */
export const AUDIT_CSV_MAX_ROWS = 50_000;
