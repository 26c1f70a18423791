import type { AuditAction } from '@platform/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** What each audit action is called on screen (admin log and the member's security events). */
export const AUDIT_ACTION_MESSAGES: Record<AuditAction, MessageDescriptor> = defineMessages({
  'profile.approved': {
    id: 'auditLog.action.profileApproved',
    defaultMessage: 'Profil freigegeben',
  },
  'profile.rejected': { id: 'auditLog.action.profileRejected', defaultMessage: 'Profil abgelehnt' },
  'workshop.approved': {
    id: 'auditLog.action.workshopApproved',
    defaultMessage: 'Workshop freigegeben',
  },
  'workshop.rejected': {
    id: 'auditLog.action.workshopRejected',
    defaultMessage: 'Workshop abgelehnt',
  },
  'workshop.poster_approved': {
    id: 'auditLog.action.workshopPosterApproved',
    defaultMessage: 'Workshop-Bild freigegeben',
  },
  'workshop.poster_rejected': {
    id: 'auditLog.action.workshopPosterRejected',
    defaultMessage: 'Workshop-Bild abgelehnt',
  },
  'workshop.featured_changed': {
    id: 'auditLog.action.workshopFeaturedChanged',
    defaultMessage: 'Workshop hervorgehoben geändert',
  },
  'feedback.comment_hidden': {
    id: 'auditLog.action.feedbackCommentHidden',
    defaultMessage: 'Bewertungskommentar ausgeblendet oder wieder gezeigt',
  },
  'payment.state_changed': {
    id: 'auditLog.action.paymentStateChanged',
    defaultMessage: 'Zahlungsstatus geändert',
  },
  'payment.undone': {
    id: 'auditLog.action.paymentUndone',
    defaultMessage: 'Zahlung rückgängig gemacht',
  },
  'payment.statement_imported': {
    id: 'auditLog.action.paymentStatementImported',
    defaultMessage: 'Kontoauszug eingelesen',
  },
  'payment.refunded': {
    id: 'auditLog.action.paymentRefunded',
    defaultMessage: 'Erstattung als erledigt markiert',
  },
  'workshop.session_confirmed': {
    id: 'auditLog.action.workshopSessionConfirmed',
    defaultMessage: 'Termin trotz Mindestteilnehmerzahl bestätigt',
  },
  'workshop.session_cancelled_below_minimum': {
    id: 'auditLog.action.workshopSessionCancelledBelowMinimum',
    defaultMessage: 'Termin unter Mindestteilnehmerzahl automatisch abgesagt',
  },
  'check_in.recorded': {
    id: 'auditLog.action.checkInRecorded',
    defaultMessage: 'Person eingecheckt',
  },
  'check_in.undone': {
    id: 'auditLog.action.checkInUndone',
    defaultMessage: 'Check-in zurückgenommen',
  },
  'registration.cancelled_by_admin': {
    id: 'auditLog.action.registrationCancelledByAdmin',
    defaultMessage: 'Anmeldung vom Team storniert',
  },
  'certificate.revoked': {
    id: 'auditLog.action.certificateRevoked',
    defaultMessage: 'Teilnahmebescheinigung widerrufen',
  },
  'booking.cancelled_by_admin': {
    id: 'auditLog.action.bookingCancelledByAdmin',
    defaultMessage: 'Beratungstermin vom Team abgesagt',
  },
  'booking.rescheduled_by_team': {
    id: 'auditLog.action.bookingRescheduledByTeam',
    defaultMessage: 'Beratungstermin vom Team verschoben',
  },
  'attendance.marked': {
    id: 'auditLog.action.attendanceMarked',
    defaultMessage: 'Anwesenheit von Hand eingetragen',
  },
  'attendance.unmarked': {
    id: 'auditLog.action.attendanceUnmarked',
    defaultMessage: 'Anwesenheit von Hand entfernt',
  },
  'promo_code.saved': {
    id: 'auditLog.action.promoCodeSaved',
    defaultMessage: 'Aktionscode gespeichert',
  },
  'project_month.closed': {
    id: 'auditLog.action.projectMonthClosed',
    defaultMessage: 'Projektmonat abgeschlossen',
  },
  'project_month.approved': {
    id: 'auditLog.action.projectMonthApproved',
    defaultMessage: 'Projektmonat freigegeben und abgerechnet',
  },
  'project_month.invoice_cancelled': {
    id: 'auditLog.action.projectMonthInvoiceCancelled',
    defaultMessage: 'Rechnung eines Projektmonats storniert',
  },
  'mail.resent': { id: 'auditLog.action.mailResent', defaultMessage: 'E-Mail erneut gesendet' },
  'user.role_changed': { id: 'auditLog.action.userRoleChanged', defaultMessage: 'Rolle geändert' },
  'consultant.created': {
    id: 'auditLog.action.consultantCreated',
    defaultMessage: 'Berater angelegt',
  },
  'consultant.updated': {
    id: 'auditLog.action.consultantUpdated',
    defaultMessage: 'Berater geändert',
  },
  'consultant.availability_changed': {
    id: 'auditLog.action.consultantAvailabilityChanged',
    defaultMessage: 'Verfügbarkeit geändert',
  },
  'consultant.day_off_added': {
    id: 'auditLog.action.consultantDayOffAdded',
    defaultMessage: 'Freier Tag eingetragen',
  },
  'consultant.day_off_removed': {
    id: 'auditLog.action.consultantDayOffRemoved',
    defaultMessage: 'Freier Tag entfernt',
  },
  'account.deleted': { id: 'auditLog.action.accountDeleted', defaultMessage: 'Konto gelöscht' },
  'account.data_exported': {
    id: 'auditLog.action.accountDataExported',
    defaultMessage: 'Daten heruntergeladen',
  },
  'auth.sign_in': { id: 'auditLog.action.authSignIn', defaultMessage: 'Anmeldung' },
  'auth.new_device_sign_in': {
    id: 'auditLog.action.authNewDeviceSignIn',
    defaultMessage: 'Anmeldung von neuem Gerät',
  },
  'auth.mfa_enrolled': {
    id: 'auditLog.action.authMfaEnrolled',
    defaultMessage: 'Zweiter Faktor eingerichtet',
  },
  'auth.mfa_removed': {
    id: 'auditLog.action.authMfaRemoved',
    defaultMessage: 'Zweiter Faktor entfernt',
  },
  'auth.mfa_renamed': {
    id: 'auditLog.action.authMfaRenamed',
    defaultMessage: 'Passkey umbenannt',
  },
  'auth.password_changed': {
    id: 'auditLog.action.authPasswordChanged',
    defaultMessage: 'Passwort geändert',
  },
  'auth.password_reset': {
    id: 'auditLog.action.authPasswordReset',
    defaultMessage: 'Passwort zurückgesetzt',
  },
  'auth.email_changed': {
    id: 'auditLog.action.authEmailChanged',
    defaultMessage: 'E-Mail-Adresse geändert',
  },
});

/** The label of an action code; an unknown code (newer server) is shown as it is. */
export function auditActionMessage(action: string): MessageDescriptor | null {
  return (AUDIT_ACTION_MESSAGES as Record<string, MessageDescriptor | undefined>)[action] ?? null;
}
