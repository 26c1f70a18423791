/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddPasskeyInput = {
  challengeToken: string;
  name: string;
  /** The WebAuthn answer (JSON). */
  response: string;
};

export type AnswerProjectOfferInput = {
  accept: boolean;
  message?: string | null | undefined;
  offerId: string | number;
};

export type AnswerProjectProposalInput = {
  accept: boolean;
  comment?: string | null | undefined;
  token: string;
};

export type AuditLogFilterInput = {
  /** One action code. */
  action?: string | null | undefined;
  /** An actor's user id or part of their email. */
  actor?: string | null | undefined;
  /** From (inclusive). */
  from?: string | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  /** Until (exclusive). */
  to?: string | null | undefined;
};

export type AvailabilityInput = {
  windows: Array<AvailabilityWindowInput>;
};

export type AvailabilityWindowInput = {
  endTime: string;
  mode?: MeetingMode | null | undefined;
  startTime: string;
  weekday: number;
};

export type BillingAddressInput = {
  city: string;
  company?: string | null | undefined;
  /** ISO 3166-1 alpha-2; default DE. */
  country?: string | null | undefined;
  /** Invoice to (default: the registrant). */
  name?: string | null | undefined;
  postcode: string;
  street: string;
};

export type BookConsultationInput = {
  answers?: Array<BookingAnswerInput> | null | undefined;
  /** A consultant's id; `any` or left out: any free consultant (the rule picks). */
  consultantId?: string | number | null | undefined;
  email: string;
  message?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  start?: string | null | undefined;
};

export type BookingAnswerInput = {
  questionId: string | number;
  value: string;
};

export type BookingQuestionInput = {
  id?: string | number | null | undefined;
  kind: string;
  labelDe: string;
  labelEn: string;
  options?: Array<string> | null | undefined;
  required: boolean;
};

export type BookingQuestionsInput = {
  questions: Array<BookingQuestionInput>;
};

export type CaldavAccountInput = {
  /** Admins only: the consultant whose calendar it is (default: the caller's own). */
  consultantId?: string | number | null | undefined;
  password: string;
  serverUrl: string;
  username: string;
};

/** A member's own feed, or the consultant's feed of their bookings. */
export type CalendarFeedKind =
  | 'consultant'
  | 'member';

/** A CalDAV calendar (read and written) or a secret iCal address (read only). */
export type CalendarKind =
  | 'caldav'
  | 'ical';

/** Why the last read or write failed: refused credentials, server not reachable, unreadable data, calendar gone. */
export type CalendarProblem =
  | 'auth'
  | 'bad_data'
  | 'not_found'
  | 'unreachable';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ChangeProjectHoursInput = {
  description: string;
  hours: number;
  id: string | number;
  /** YYYY-MM-DD */
  workDate: string;
};

export type CheckInHelperInput = {
  email: string;
  sessionId: string | number;
};

export type CheckInInput = {
  code?: string | null | undefined;
  registrationId?: string | number | null | undefined;
  scannedAt?: string | null | undefined;
  sessionId: string | number;
};

export type CheckoutInput = {
  /** The buyer accepted the terms (/nutzungsbedingungen) and the withdrawal information and pressed the button that says the order is paid. Required for paid seats. */
  acceptTerms: boolean;
  /** Required for paid seats. */
  billingAddress?: BillingAddressInput | null | undefined;
};

export type ConnectCaldavCalendarInput = {
  calendarUrl: string;
  /** Admins only: the consultant whose calendar it is (default: the caller's own). */
  consultantId?: string | number | null | undefined;
  password: string;
  serverUrl: string;
  username: string;
};

export type ConnectIcalCalendarInput = {
  /** Admins only: the consultant whose calendar it is (default: the caller's own). */
  consultantId?: string | number | null | undefined;
  url: string;
};

export type ConsultantSettingsInput = {
  active: boolean;
  appointmentMinutes: number;
  bufferMinutes: number;
  changeCutoffHours?: number | null | undefined;
  displayName: string;
  horizonDays: number;
  location?: string | null | undefined;
  maxReschedules?: number | null | undefined;
  meetingUrl?: string | null | undefined;
  minNoticeHours: number;
  phoneField?: string | null | undefined;
};

export type CreateCheckInDeviceTokenInput = {
  name: string;
  /** A session the creator may check people in at. */
  sessionId: string | number;
};

export type CreateConsultantInput = {
  displayName?: string | null | undefined;
  email: string;
};

export type CreateTicketInput = {
  /** One of: general, account, profile, workshops, academy, billing, technical. */
  category: string;
  message: string;
  subject: string;
};

export type CreateWorkshopInput = {
  basePriceCents: number;
  category?: string | null | undefined;
  description: string;
  durationMinutes: number;
  format: string;
  guestRegistrationEnabled: boolean;
  isPublic: boolean;
  learningObjectives?: Array<string> | null | undefined;
  location?: string | null | undefined;
  materials?: Array<string> | null | undefined;
  maxParticipants: number;
  minParticipants?: number | null | undefined;
  minParticipantsDecisionHours?: number | null | undefined;
  notifyHostOnRegistration?: boolean | null | undefined;
  poster: PosterUploadInput;
  recurrence?: RecurrenceInput | null | undefined;
  skippedDates?: Array<string> | null | undefined;
  startTime: string;
  tags?: Array<string> | null | undefined;
  timeZone?: string | null | undefined;
  title: string;
  videoCallLink?: string | null | undefined;
  visibility: string;
};

export type DayOffInput = {
  endDate: string;
  note?: string | null | undefined;
  startDate: string;
};

export type EndSessionInput = {
  id: string | number;
};

export type FeedbackInput = {
  comment?: string | null | undefined;
  contentRating?: number | null | undefined;
  hostRating?: number | null | undefined;
  overall?: number | null | undefined;
  registrationId: string | number;
  showPublicly?: boolean;
  /** The link’s secret (guests, mail links). */
  token?: string | null | undefined;
};

export type MarkAttendanceInput = {
  attended: boolean;
  registrationId: string | number;
  sessionId: string | number;
};

export type MaterialLinkInput = {
  audience: string;
  sessionId?: string | number | null | undefined;
  title: string;
  url: string;
  workshopId: string | number;
};

/** At the consultant's place ("vor Ort") or online. */
export type MeetingMode =
  | 'online'
  | 'onsite';

export type MoveProjectRequestInput = {
  id: string | number;
  /** An internal note, or the closing reason. */
  note?: string | null | undefined;
  /** The new status (see the transition table). */
  status: string;
};

export type OfferProjectInput = {
  note?: string | null | undefined;
  requestId: string | number;
  specialistUserIds: Array<string | number>;
};

/** What became of the booking entries written into a CalDAV calendar that is no longer connected: deleted from it, or left there (it could not be reached; the consultant deletes them by hand). */
export type OldCalendarEntries =
  | 'left'
  | 'removed';

export type PosterUploadInput = {
  dataUrl: string;
  filename?: string | null | undefined;
};

export type ProfileInput = {
  bio?: string | null | undefined;
  company?: string | null | undefined;
  displayName: string;
  headline?: string | null | undefined;
  links?: ProfileLinksInput | null | undefined;
  location?: string | null | undefined;
  photoDataUrl?: string | null | undefined;
  removePhoto?: boolean | null | undefined;
  skills?: Array<string> | null | undefined;
  visibility?: string | null | undefined;
};

export type ProfileLinksInput = {
  github?: string | null | undefined;
  linkedin?: string | null | undefined;
  twitter?: string | null | undefined;
  website?: string | null | undefined;
};

export type ProjectBillingAddressInput = {
  address: string;
  organisation: string;
  requestId: string | number;
};

export type ProjectHoursInput = {
  description: string;
  hours: number;
  requestId: string | number;
  /** YYYY-MM-DD */
  workDate: string;
};

export type ProjectMonthInput = {
  /** YYYY-MM */
  month: string;
  requestId: string | number;
};

export type PromoCodeInput = {
  active: boolean;
  /** Letters, digits, - and _; stored upper-case. */
  code: string;
  descriptionDe: string;
  descriptionEn: string;
  /** The code to change (its code may change too); empty: create or update by code. */
  id?: string | number | null | undefined;
  tool: string;
  /** Only with this workshop; empty: with all. */
  workshopId?: string | number | null | undefined;
};

export type ProposalMemberInput = {
  /** The rate the company pays, cents per hour. */
  hourlyRateCents: number;
  offerId: string | number;
};

export type RecurrenceInput = {
  endDate?: string | null | undefined;
  rule: string;
};

export type RemovePasskeyInput = {
  id: string | number;
  proof: SecondFactorProofInput;
};

export type RenamePasskeyInput = {
  id: string | number;
  name: string;
};

export type RequestEmailChangeInput = {
  /** Required when the account has a password. */
  currentPassword?: string | null | undefined;
  newEmail: string;
};

export type RescheduleBookingInput = {
  start: string;
  token: string;
};

export type ReviewCommentInput = {
  comment?: string | null | undefined;
};

export type RevokeCertificateInput = {
  number: string;
  /** Why (kept with the certificate and in the audit log). */
  reason: string;
};

export type SecondFactorProofInput = {
  challengeToken?: string | null | undefined;
  code?: string | null | undefined;
  passkeyResponse?: string | null | undefined;
};

export type SendProjectProposalInput = {
  members: Array<ProposalMemberInput>;
  requestId: string | number;
};

export type SetPasswordInput = {
  password: string;
};

export type SpecialistTermsInput = {
  availableFrom?: string | null | undefined;
  /** not_needed, requested or granted. */
  employerPermission?: string | null | undefined;
  hoursPerWeek?: number | null | undefined;
  /** The permission as `data:application/pdf;base64,...` (judged by content). */
  permissionDocument?: string | null | undefined;
  permissionGrantedOn?: string | null | undefined;
  rateMaxCents?: number | null | undefined;
  rateMinCents?: number | null | undefined;
  regions: Array<string>;
  remote: boolean;
  removePermissionDocument?: boolean | null | undefined;
};

export type TeamCancelBookingInput = {
  id: string | number;
  message?: string | null | undefined;
};

export type TeamRescheduleBookingInput = {
  id: string | number;
  message?: string | null | undefined;
  start: string;
};

export type TicketMessageInput = {
  message: string;
  ticketId: string | number;
};

export type TotpCodeInput = {
  code: string;
};

export type UnlinkProviderInput = {
  provider: string;
};

export type UpdateWorkshopInput = {
  category?: string | null | undefined;
  description: string;
  durationMinutes: number;
  format: string;
  guestRegistrationEnabled: boolean;
  isPublic: boolean;
  learningObjectives?: Array<string> | null | undefined;
  location?: string | null | undefined;
  materials?: Array<string> | null | undefined;
  maxParticipants: number;
  minParticipants?: number | null | undefined;
  minParticipantsDecisionHours?: number | null | undefined;
  notifyHostOnRegistration?: boolean | null | undefined;
  poster?: PosterUploadInput | null | undefined;
  recurrence?: RecurrenceInput | null | undefined;
  skippedDates?: Array<string> | null | undefined;
  startTime: string;
  tags?: Array<string> | null | undefined;
  timeZone?: string | null | undefined;
  title: string;
  videoCallLink?: string | null | undefined;
  visibility: string;
};

export type WorkshopFilter = {
  category?: string | null | undefined;
  featured?: boolean | null | undefined;
  /** online, in_person, hybrid. */
  formats?: Array<string> | null | undefined;
  /** true: only workshops whose next session has a free place. */
  hasAvailableSpots?: boolean | null | undefined;
  /** Words in title or description. */
  search?: string | null | undefined;
  /** Default: scheduled. */
  statuses?: Array<string> | null | undefined;
  /** Any of these tags. */
  tags?: Array<string> | null | undefined;
};

export type WorkshopRejectionInput = {
  comment?: string | null | undefined;
};

export type AccountEmailStateQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountEmailStateQuery = { pendingEmailChange: string | null, me: { __typename: 'User', id: string, email: string, emailVerified: boolean, hasPassword: boolean } };

export type AccountRequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type AccountRequestEmailChangeMutation = { requestEmailChange: boolean };

export type AccountPasswordStateQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPasswordStateQuery = { me: { __typename: 'User', id: string, hasPassword: boolean } };

export type AccountChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AccountChangePasswordMutation = { changePassword: boolean };

export type AccountSetPasswordMutationVariables = Exact<{
  input: SetPasswordInput;
}>;


export type AccountSetPasswordMutation = { setPassword: boolean };

export type AccountProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProvidersQuery = { oauthStatus: { __typename: 'SignInMethods', providers: Array<string>, hasPassword: boolean } };

export type AccountUnlinkProviderMutationVariables = Exact<{
  input: UnlinkProviderInput;
}>;


export type AccountUnlinkProviderMutation = { unlinkSignInProvider: { __typename: 'SignInMethods', providers: Array<string>, hasPassword: boolean } };

export type MySecurityEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecurityEventsQuery = { mySecurityEvents: Array<{ __typename: 'SecurityEvent', id: string, occurredAt: string, action: string, ip: string | null }> };

export type AccountSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSessionsQuery = { accountSessions: Array<{ __typename: 'AccountSession', id: string, signedInAt: string, lastUsedAt: string, userAgent: string | null, current: boolean }> };

export type AccountEndSessionMutationVariables = Exact<{
  input: EndSessionInput;
}>;


export type AccountEndSessionMutation = { endAccountSession: boolean };

export type AccountEndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountEndOtherSessionsMutation = { endOtherAccountSessions: number };

export type AccountSecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSecondFactorsQuery = { secondFactors: { __typename: 'SecondFactors', totpEnabled: boolean, recoveryCodesLeft: number, required: boolean, passkeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null }> } };

export type AccountStartTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountStartTotpMutation = { startTotpSetup: { __typename: 'TotpSetup', secret: string, qrCodeDataUrl: string } };

export type AccountConfirmTotpMutationVariables = Exact<{
  input: TotpCodeInput;
}>;


export type AccountConfirmTotpMutation = { confirmTotpSetup: Array<string> };

export type AccountRemoveTotpMutationVariables = Exact<{
  proof: SecondFactorProofInput;
}>;


export type AccountRemoveTotpMutation = { removeTotp: boolean };

export type AccountPasskeyOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountPasskeyOptionsMutation = { passkeyRegistrationOptions: { __typename: 'PasskeyCeremony', challengeToken: string, optionsJson: string } };

export type AccountAddPasskeyMutationVariables = Exact<{
  input: AddPasskeyInput;
}>;


export type AccountAddPasskeyMutation = { addPasskey: { __typename: 'Passkey', id: string, name: string } };

export type AccountRenamePasskeyMutationVariables = Exact<{
  input: RenamePasskeyInput;
}>;


export type AccountRenamePasskeyMutation = { renamePasskey: { __typename: 'Passkey', id: string, name: string } };

export type AccountSecondFactorProofOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountSecondFactorProofOptionsMutation = { secondFactorProofOptions: { __typename: 'PasskeyCeremony', challengeToken: string, optionsJson: string } };

export type AccountRemovePasskeyMutationVariables = Exact<{
  input: RemovePasskeyInput;
}>;


export type AccountRemovePasskeyMutation = { removePasskey: boolean };

export type AfterSessionQueryVariables = Exact<{
  registrationId: string | number;
  token?: string | null | undefined;
}>;


export type AfterSessionQuery = { afterSession: { __typename: 'AfterSession', registrationId: string, canGiveFeedback: boolean, feedbackGiven: boolean, materials: Array<{ __typename: 'SessionMaterial', id: string, title: string, kind: string, fileName: string | null, byteSize: number | null, url: string | null, downloadPath: string | null }> } };

export type FeedbackFormQueryVariables = Exact<{
  registrationId: string | number;
  token?: string | null | undefined;
}>;


export type FeedbackFormQuery = { feedbackForm: { __typename: 'FeedbackForm', registrationId: string, workshopTitle: string, workshopSlug: string, sessionStartsAt: string, canGive: boolean, refusal: string | null, given: { __typename: 'SessionFeedback', id: string, overall: number, contentRating: number | null, hostRating: number | null, comment: string, showPublicly: boolean } | null } };

export type GiveFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type GiveFeedbackMutation = { giveFeedback: { __typename: 'SessionFeedback', id: string, overall: number, contentRating: number | null, hostRating: number | null, comment: string, showPublicly: boolean } };

export type HostAfterSessionQueryVariables = Exact<{
  workshopId: string | number;
}>;


export type HostAfterSessionQuery = { workshopFeedback: { __typename: 'WorkshopFeedback', workshopId: string, figures: { __typename: 'RatingFigures', count: number, overall: number | null, content: number | null, host: number | null }, sessions: Array<{ __typename: 'SessionRatingFigures', sessionId: string, startsAt: string, figures: { __typename: 'RatingFigures', count: number, overall: number | null, content: number | null, host: number | null } }>, answers: Array<{ __typename: 'SessionFeedback', id: string, sessionId: string, overall: number, contentRating: number | null, hostRating: number | null, comment: string, firstName: string | null, commentHidden: boolean, createdAt: string }> }, workshopMaterials: Array<{ __typename: 'SessionMaterial', id: string, title: string, audience: string, kind: string, sessionId: string | null, fileName: string | null, byteSize: number | null, url: string | null, downloadPath: string | null }> };

export type AddMaterialLinkMutationVariables = Exact<{
  input: MaterialLinkInput;
}>;


export type AddMaterialLinkMutation = { addMaterialLink: { __typename: 'SessionMaterial', id: string } };

export type DeleteMaterialMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMaterialMutation = { deleteMaterial: boolean };

export type SetFeedbackCommentHiddenMutationVariables = Exact<{
  id: string | number;
  hidden: boolean;
}>;


export type SetFeedbackCommentHiddenMutation = { setFeedbackCommentHidden: { __typename: 'SessionFeedback', id: string, commentHidden: boolean } };

export type WorkshopFeedbackCommentsQueryVariables = Exact<{
  workshopId: string | number;
}>;


export type WorkshopFeedbackCommentsQuery = { workshopFeedbackComments: Array<{ __typename: 'PublicFeedbackComment', id: string, firstName: string, overall: number, comment: string, createdAt: string }> };

export type AppVersion_AppInfoFragment = { __typename: 'AppInfo', version: string } & { ' $fragmentName'?: 'AppVersion_AppInfoFragment' };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilterInput | null | undefined;
  page?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { __typename: 'AuditLogPage', hasMore: boolean, entries: Array<{ __typename: 'AuditLogEntry', id: string, occurredAt: string, action: string, actorId: string | null, actorLabel: string | null, targetType: string | null, targetId: string | null, ip: string | null, before: string | null, after: string | null }> } };

export type PriceTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceTermsQuery = { priceTerms: { __typename: 'PriceTerms', smallBusiness: boolean, vatRatePercent: number } };

export type MemberInvoice_InvoiceFragment = { __typename: 'Invoice', id: string, number: string, kind: string, grossCents: number, dueAt: string | null, paymentState: string | null, refundAccountGiven: boolean, cancelled: boolean, pdfPath: string } & { ' $fragmentName'?: 'MemberInvoice_InvoiceFragment' };

export type SetRefundAccountMutationVariables = Exact<{
  registrationId: string | number;
  iban: string;
}>;


export type SetRefundAccountMutation = { setRefundAccount: boolean };

export type MembershipBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipBillingQuery = { myMembership: { __typename: 'Membership', status: string, trialEndsAt: string, startedAt: string | null, endsAt: string | null, monthlyFeeCents: number, nextInvoiceAt: string | null } };

export type MyMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMembershipQuery = { myMembership: { __typename: 'Membership', status: string, trialEndsAt: string, startedAt: string | null, endsAt: string | null, monthlyFeeCents: number, billingAddress: { __typename: 'BillingAddress', name: string | null, company: string | null, street: string, postcode: string, city: string, country: string | null } | null } };

export type StartMembershipMutationVariables = Exact<{
  acceptTerms: boolean;
  billingAddress?: BillingAddressInput | null | undefined;
}>;


export type StartMembershipMutation = { startMembership: { __typename: 'Membership', status: string, trialEndsAt: string, startedAt: string | null, endsAt: string | null, monthlyFeeCents: number } };

export type EndMembershipMutationVariables = Exact<{ [key: string]: never; }>;


export type EndMembershipMutation = { endMembership: { __typename: 'Membership', status: string, trialEndsAt: string, startedAt: string | null, endsAt: string | null, monthlyFeeCents: number } };

export type MyInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvoicesQuery = { myInvoices: Array<(
    { __typename: 'Invoice', id: string, description: string, issueDate: string }
    & { ' $fragmentRefs'?: { 'MemberInvoice_InvoiceFragment': MemberInvoice_InvoiceFragment } }
  )> };

export type PaymentOverviewQueryVariables = Exact<{
  show: string;
  first: number;
  after?: string | null | undefined;
}>;


export type PaymentOverviewQuery = { adminPaymentSessions: { __typename: 'SessionPaymentsPage', nextCursor: string | null, items: Array<{ __typename: 'SessionPayments', workshopId: string | null, sessionId: string | null, title: string, startsAt: string | null, openCount: number, openCents: number, paidCount: number, paidCents: number, cancelledCount: number, refundDueCents: number }> } };

export type PaymentsAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsAdminQuery = { adminInvoices: Array<{ __typename: 'AdminInvoice', id: string, number: string, buyerName: string, buyerEmail: string, grossCents: number, dueAt: string | null, paymentState: string, cancelled: boolean, description: string }> };

export type SetPaymentStateMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  state: string;
}>;


export type SetPaymentStateMutation = { setPaymentState: number };

export type UndoPaymentMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type UndoPaymentMutation = { undoPayment: number };

export type ImportBankStatementMutationVariables = Exact<{
  xml: string;
}>;


export type ImportBankStatementMutation = { importBankStatement: { __typename: 'CamtImportResult', matched: Array<{ __typename: 'CamtMatch', entryRef: string, invoiceNumber: string, amountCents: number }>, alreadyImported: Array<{ __typename: 'CamtMatch', entryRef: string, invoiceNumber: string, amountCents: number }>, unmatched: Array<{ __typename: 'CamtUnmatched', entryRef: string, amountCents: number, remittance: string, debtorName: string | null, reason: string }> } };

export type AdminRefundsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRefundsQuery = { adminRefunds: Array<{ __typename: 'RefundDue', invoiceId: string, number: string, cancellationNumber: string | null, buyerName: string, buyerEmail: string, grossCents: number, cancelledAt: string, iban: string | null }> };

export type MarkRefundedMutationVariables = Exact<{
  invoiceId: string | number;
}>;


export type MarkRefundedMutation = { markRefunded: boolean };

export type TeamCancelBookingMutationVariables = Exact<{
  input: TeamCancelBookingInput;
}>;


export type TeamCancelBookingMutation = { teamCancelBooking: string };

export type SetConsultantAvailabilityMutationVariables = Exact<{
  id: string | number;
  input: AvailabilityInput;
}>;


export type SetConsultantAvailabilityMutation = { setConsultantAvailability: { __typename: 'ConsultantAdmin', id: string, availability: Array<{ __typename: 'AvailabilityWindow', weekday: number, startTime: string, endTime: string, mode: MeetingMode }> } };

export type BookingAdminConsultantsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingAdminConsultantsQuery = { bookingConsultants: Array<(
    { __typename: 'ConsultantAdmin', id: string, displayName: string }
    & { ' $fragmentRefs'?: { 'ConsultantEditor_ConsultantFragment': ConsultantEditor_ConsultantFragment } }
  )> };

export type CreateConsultantMutationVariables = Exact<{
  input: CreateConsultantInput;
}>;


export type CreateConsultantMutation = { createConsultant: (
    { __typename: 'ConsultantAdmin', id: string }
    & { ' $fragmentRefs'?: { 'ConsultantEditor_ConsultantFragment': ConsultantEditor_ConsultantFragment } }
  ) };

export type BookConsultationMutationVariables = Exact<{
  input: BookConsultationInput;
}>;


export type BookConsultationMutation = { bookConsultation: { __typename: 'BookingConfirmation', id: string, consultantName: string, start: string, end: string, email: string, meetingMode: MeetingMode, location: string | null } };

export type SetBookingQuestionsMutationVariables = Exact<{
  consultantId: string | number;
  input: BookingQuestionsInput;
}>;


export type SetBookingQuestionsMutation = { setBookingQuestions: { __typename: 'MyBookingQuestions', consultantId: string, questions: Array<{ __typename: 'BookingQuestion', id: string, kind: string, labelDe: string, labelEn: string, required: boolean, options: Array<string> }> } };

export type CancellableBookingQueryVariables = Exact<{
  token: string;
}>;


export type CancellableBookingQuery = { cancellableBooking: { __typename: 'CancellableBooking', consultantName: string, start: string, end: string, cancelled: boolean, cancelDeadline: string, canCancel: boolean, canReschedule: boolean, changeCutoffHours: number, meetingMode: MeetingMode, location: string | null, contactEmail: string, contactPhone: string } };

export type CancelBookingMutationVariables = Exact<{
  token: string;
}>;


export type CancelBookingMutation = { cancelBooking: { __typename: 'CancellableBooking', consultantName: string, start: string, end: string, cancelled: boolean, cancelDeadline: string, canCancel: boolean, canReschedule: boolean, changeCutoffHours: number, meetingMode: MeetingMode, location: string | null, contactEmail: string, contactPhone: string } };

export type ConsultantEditor_ConsultantFragment = { __typename: 'ConsultantAdmin', id: string, email: string, displayName: string, active: boolean, appointmentMinutes: number, bufferMinutes: number, minNoticeHours: number, horizonDays: number, location: string | null, meetingUrl: string | null, changeCutoffHours: number, maxReschedules: number, phoneField: string, availability: Array<{ __typename: 'AvailabilityWindow', weekday: number, startTime: string, endTime: string, mode: MeetingMode }>, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }>, bookingQuestions: Array<{ __typename: 'BookingQuestion', id: string, kind: string, labelDe: string, labelEn: string, required: boolean, options: Array<string> }> } & { ' $fragmentName'?: 'ConsultantEditor_ConsultantFragment' };

export type UpdateConsultantMutationVariables = Exact<{
  id: string | number;
  input: ConsultantSettingsInput;
}>;


export type UpdateConsultantMutation = { updateConsultant: { __typename: 'ConsultantAdmin', id: string, displayName: string, active: boolean, appointmentMinutes: number, bufferMinutes: number, minNoticeHours: number, horizonDays: number, location: string | null, meetingUrl: string | null, changeCutoffHours: number, maxReschedules: number, phoneField: string } };

export type AddConsultantDayOffMutationVariables = Exact<{
  consultantId: string | number;
  input: DayOffInput;
}>;


export type AddConsultantDayOffMutation = { addConsultantDayOff: { __typename: 'ConsultantAdmin', id: string, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }> } };

export type RemoveConsultantDayOffMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveConsultantDayOffMutation = { removeConsultantDayOff: { __typename: 'ConsultantAdmin', id: string, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }> } };

export type MyBookingQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingQuestionsQuery = { myBookingQuestions: { __typename: 'MyBookingQuestions', consultantId: string, questions: Array<{ __typename: 'BookingQuestion', id: string, kind: string, labelDe: string, labelEn: string, required: boolean, options: Array<string> }> } | null };

export type ReschedulableBookingQueryVariables = Exact<{
  token: string;
}>;


export type ReschedulableBookingQuery = { cancellableBooking: { __typename: 'CancellableBooking', consultantId: string, consultantName: string, start: string, end: string, cancelled: boolean, canReschedule: boolean, canCancel: boolean, reschedulesLeft: number, changeCutoffHours: number, meetingMode: MeetingMode, location: string | null, contactEmail: string, contactPhone: string } };

export type RescheduleBookingMutationVariables = Exact<{
  input: RescheduleBookingInput;
}>;


export type RescheduleBookingMutation = { rescheduleBooking: { __typename: 'CancellableBooking', consultantId: string, consultantName: string, start: string, end: string, meetingMode: MeetingMode, location: string | null } };

export type BookingConsultantsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingConsultantsQuery = { consultants: Array<{ __typename: 'Consultant', id: string, displayName: string, appointmentMinutes: number, phoneField: string, questions: Array<{ __typename: 'BookingQuestion', id: string, kind: string, labelDe: string, labelEn: string, required: boolean, options: Array<string> }> }> };

export type BookingSlotsQueryVariables = Exact<{
  consultantId: string | number;
  from: string;
  to: string;
}>;


export type BookingSlotsQuery = { availableSlots: Array<{ __typename: 'BookingSlot', start: string, end: string, mode: MeetingMode, consultant: { __typename: 'Consultant', id: string, displayName: string, phoneField: string, questions: Array<{ __typename: 'BookingQuestion', id: string, kind: string, labelDe: string, labelEn: string, required: boolean, options: Array<string> }> } | null }> };

export type TeamRescheduleBookingMutationVariables = Exact<{
  input: TeamRescheduleBookingInput;
}>;


export type TeamRescheduleBookingMutation = { teamRescheduleBooking: string };

export type UpcomingBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingBookingsQuery = { upcomingBookings: Array<{ __typename: 'UpcomingBooking', id: string, consultantId: string, consultantName: string, start: string, end: string, name: string, email: string, phone: string | null, message: string | null, answers: Array<{ __typename: 'BookingAnswer', questionId: string, kind: string, labelDe: string, labelEn: string, value: string }> }> };

export type MyConsultationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsultationsQuery = { myConsultations: Array<{ __typename: 'UpcomingBooking', id: string, consultantId: string, consultantName: string, start: string, end: string, name: string, email: string, phone: string | null, message: string | null, answers: Array<{ __typename: 'BookingAnswer', questionId: string, kind: string, labelDe: string, labelEn: string, value: string }> }> };

export type MyCalendarFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarFeedsQuery = { myCalendarFeeds: { __typename: 'CalendarFeeds', memberUrl: string, consultantUrl: string | null } };

export type RenewCalendarFeedMutationVariables = Exact<{
  kind: CalendarFeedKind;
}>;


export type RenewCalendarFeedMutation = { renewCalendarFeed: { __typename: 'CalendarFeeds', memberUrl: string, consultantUrl: string | null } };

export type DiscoverCalendarsMutationVariables = Exact<{
  input: CaldavAccountInput;
}>;


export type DiscoverCalendarsMutation = { discoverCalendars: Array<{ __typename: 'DiscoveredCalendar', url: string, name: string }> };

export type ConnectCaldavCalendarMutationVariables = Exact<{
  input: ConnectCaldavCalendarInput;
}>;


export type ConnectCaldavCalendarMutation = { connectCaldavCalendar: { __typename: 'CalendarConnection', consultantId: string, oldCalendarEntries: OldCalendarEntries | null } };

export type ConnectIcalCalendarMutationVariables = Exact<{
  input: ConnectIcalCalendarInput;
}>;


export type ConnectIcalCalendarMutation = { connectIcalCalendar: { __typename: 'CalendarConnection', consultantId: string, oldCalendarEntries: OldCalendarEntries | null } };

export type ConsultantCalendarConnectionsQueryVariables = Exact<{
  consultantIds: Array<string | number> | string | number;
}>;


export type ConsultantCalendarConnectionsQuery = { consultantCalendarConnections: Array<{ __typename: 'CalendarConnection', consultantId: string, kind: CalendarKind, calendarName: string, host: string, status: string, problem: CalendarProblem | null, lastSyncedAt: string | null }> };

export type MyCalendarConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarConnectionQuery = { myCalendarConnection: { __typename: 'CalendarConnection', consultantId: string, kind: CalendarKind, calendarName: string, host: string, status: string, problem: CalendarProblem | null, lastSyncedAt: string | null } | null };

export type DisconnectCalendarMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectCalendarMutation = { disconnectCalendar: { __typename: 'CalendarDisconnection', disconnected: boolean, oldCalendarEntries: OldCalendarEntries | null } };

export type CertificateVerificationQueryVariables = Exact<{
  number: string;
}>;


export type CertificateVerificationQuery = { certificateVerification: { __typename: 'Certificate', id: string, number: string, name: string, workshopTitle: string, startsAt: string, endsAt: string, durationMinutes: number, teachingUnits: number, status: string, revokedAt: string | null } | null };

export type MyCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCertificatesQuery = { myCertificates: Array<{ __typename: 'Certificate', id: string, number: string, name: string, workshopTitle: string, startsAt: string, endsAt: string, durationMinutes: number, teachingUnits: number, status: string }> };

export type RevokeCertificateMutationVariables = Exact<{
  input: RevokeCertificateInput;
}>;


export type RevokeCertificateMutation = { revokeCertificate: { __typename: 'Certificate', id: string, status: string, revokedAt: string | null } };

export type AttendanceSheetQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type AttendanceSheetQuery = { attendanceSheet: { __typename: 'AttendanceSheet', sessionId: string, canMark: boolean, lines: Array<{ __typename: 'AttendanceLine', registrationId: string, name: string, attended: boolean, checkedInAt: string | null, method: string | null }> } };

export type MarkAttendanceMutationVariables = Exact<{
  input: MarkAttendanceInput;
}>;


export type MarkAttendanceMutation = { markAttendance: { __typename: 'AttendanceLine', registrationId: string, attended: boolean, checkedInAt: string | null, method: string | null } };

export type AddCheckInHelperMutationVariables = Exact<{
  input: CheckInHelperInput;
}>;


export type AddCheckInHelperMutation = { addCheckInHelper: Array<string> };

export type RemoveCheckInHelperMutationVariables = Exact<{
  input: CheckInHelperInput;
}>;


export type RemoveCheckInHelperMutation = { removeCheckInHelper: Array<string> };

export type CheckInDeskQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type CheckInDeskQuery = { checkInDesk: { __typename: 'CheckInDesk', sessionId: string, workshopId: string, title: string, startsAt: string, endsAt: string, role: string, checkedInCount: number, confirmedCount: number, helpers: Array<string> | null, attendees: Array<{ __typename: 'CheckInAttendee', registrationId: string, name: string, status: string, checkedInAt: string | null, checkedInBy: string | null }> } };

export type CheckInMutationVariables = Exact<{
  input: CheckInInput;
}>;


export type CheckInMutation = { checkIn: { __typename: 'CheckInResult', status: string, name: string | null, checkedInAt: string | null, checkedInBy: string | null, registrationId: string | null } };

export type UndoCheckInMutationVariables = Exact<{
  sessionId: string | number;
  registrationId: string | number;
}>;


export type UndoCheckInMutation = { undoCheckIn: boolean };

export type MyCheckInDeviceTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCheckInDeviceTokensQuery = { myCheckInDeviceTokens: Array<{ __typename: 'CheckInDeviceToken', id: string, name: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateCheckInDeviceTokenMutationVariables = Exact<{
  input: CreateCheckInDeviceTokenInput;
}>;


export type CreateCheckInDeviceTokenMutation = { createCheckInDeviceToken: { __typename: 'NewCheckInDeviceToken', token: string, device: { __typename: 'CheckInDeviceToken', id: string } } };

export type RevokeCheckInDeviceTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeCheckInDeviceTokenMutation = { revokeCheckInDeviceToken: boolean };

export type MyCheckInSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCheckInSessionsQuery = { myCheckInSessions: Array<{ __typename: 'CheckInSession', sessionId: string, workshopId: string, title: string, startsAt: string }> };

export type FailedMailsQueryVariables = Exact<{ [key: string]: never; }>;


export type FailedMailsQuery = { failedMails: Array<{ __typename: 'FailedMail', id: string, recipient: string, subject: string, lastError: string | null, attempts: number, failedAt: string }> };

export type ResendFailedMailMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendFailedMailMutation = { resendFailedMail: { __typename: 'FailedMail', id: string, status: string } };

export type HostMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type HostMessagesQuery = { hostMessages: Array<{ __typename: 'HostMessage', id: string, hostName: string, hostEmail: string, workshopTitle: string, sessionStartsAt: string, sentAt: string, recipients: number, skipped: number, subject: string, body: string }> };

export type AdminCountersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCountersQuery = { adminCounters: { __typename: 'AdminCountersModel', pendingApprovals: number, openTickets: number, failedMails: number, openPayments: number, newProjectRequests: number } };

export type MemberOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberOverviewQuery = { myRegistrations: Array<{ __typename: 'Registration', id: string, status: string, workshop: { __typename: 'Workshop', id: string, title: string }, session: { __typename: 'WorkshopSession', id: string, startsAt: string } }>, myInvoices: Array<{ __typename: 'Invoice', id: string, paymentState: string | null }>, myTickets: Array<{ __typename: 'Ticket', id: string, status: string }> };

export type PendingProfileCard_ProfileFragment = { __typename: 'Profile', displayName: string, email: string | null, headline: string | null, approvalStatus: string, createdAt: string, bio: string | null, skills: Array<string>, company: string | null, location: string | null, photoUrl: string | null, links: { __typename: 'ProfileLinks', linkedin: string | null, website: string | null } } & { ' $fragmentName'?: 'PendingProfileCard_ProfileFragment' };

export type PendingProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingProfilesQuery = { pendingProfiles: Array<(
    { __typename: 'Profile', id: string }
    & { ' $fragmentRefs'?: { 'PendingProfileCard_ProfileFragment': PendingProfileCard_ProfileFragment } }
  )> };

export type ApproveProfileMutationVariables = Exact<{
  id: string | number;
  input?: ReviewCommentInput | null | undefined;
}>;


export type ApproveProfileMutation = { approveProfile: { __typename: 'Profile', id: string, approvalStatus: string, adminComment: string | null } };

export type RejectProfileMutationVariables = Exact<{
  id: string | number;
  input?: ReviewCommentInput | null | undefined;
}>;


export type RejectProfileMutation = { rejectProfile: { __typename: 'Profile', id: string, approvalStatus: string, adminComment: string | null } };

export type ApprovalStatus_ProfileFragment = { __typename: 'Profile', approvalStatus: string, adminComment: string | null } & { ' $fragmentName'?: 'ApprovalStatus_ProfileFragment' };

export type DeleteAccountDialog_UserFragment = { __typename: 'User', hasPassword: boolean } & { ' $fragmentName'?: 'DeleteAccountDialog_UserFragment' };

export type DeleteMyAccountMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type ProfileForm_ProfileFragment = { __typename: 'Profile', displayName: string, email: string | null, headline: string | null, bio: string | null, skills: Array<string>, company: string | null, location: string | null, photoUrl: string | null, visibility: string, links: { __typename: 'ProfileLinks', linkedin: string | null, website: string | null, github: string | null, twitter: string | null } } & { ' $fragmentName'?: 'ProfileForm_ProfileFragment' };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { __typename: 'Profile', id: string, approvalStatus: string, updatedAt: string } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: (
    { __typename: 'Profile', id: string }
    & { ' $fragmentRefs'?: { 'ProfileView_ProfileFragment': ProfileView_ProfileFragment;'ProfileForm_ProfileFragment': ProfileForm_ProfileFragment;'ApprovalStatus_ProfileFragment': ApprovalStatus_ProfileFragment } }
  ) | null };

export type ProfileView_ProfileFragment = { __typename: 'Profile', displayName: string, email: string | null, headline: string | null, bio: string | null, skills: Array<string>, company: string | null, location: string | null, photoUrl: string | null, visibility: string, links: { __typename: 'ProfileLinks', linkedin: string | null, website: string | null, github: string | null, twitter: string | null } } & { ' $fragmentName'?: 'ProfileView_ProfileFragment' };

export type YourDataQueryVariables = Exact<{ [key: string]: never; }>;


export type YourDataQuery = { me: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'DeleteAccountDialog_UserFragment': DeleteAccountDialog_UserFragment } }
  ) };

export type ExportMyDataMutationVariables = Exact<{ [key: string]: never; }>;


export type ExportMyDataMutation = { exportMyData: string };

export type ProjectHoursByTokenQueryVariables = Exact<{
  token: string;
}>;


export type ProjectHoursByTokenQuery = { projectHoursByToken: { __typename: 'ProjectHours', requestId: string, status: string, months: Array<{ __typename: 'ProjectMonth', month: string, status: string, totalHours: number, totalCents: number | null, invoiceNumber: string | null, cancelledInvoiceNumber: string | null, specialists: Array<{ __typename: 'ProjectMonthSpecialist', name: string, hours: number, hourlyRateCents: number | null, amountCents: number | null }>, entries: Array<{ __typename: 'ProjectTimeEntry', workDate: string, hours: number, description: string, specialistName: string | null }> }> } };

export type RecordProjectHoursMutationVariables = Exact<{
  input: ProjectHoursInput;
}>;


export type RecordProjectHoursMutation = { recordProjectHours: { __typename: 'ProjectTimeEntry', id: string } };

export type ChangeProjectHoursMutationVariables = Exact<{
  input: ChangeProjectHoursInput;
}>;


export type ChangeProjectHoursMutation = { changeProjectHours: { __typename: 'ProjectTimeEntry', id: string } };

export type MyInvoicedProjectMonthsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvoicedProjectMonthsQuery = { myInvoicedProjectMonths: Array<{ __typename: 'MyInvoicedMonth', requestId: string, company: string, month: string, hours: number, hourlyRateCents: number, amountCents: number, invoiceNumber: string, paymentState: string }> };

export type MyProjectHoursQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProjectHoursQuery = { myProjectHours: Array<{ __typename: 'MyProjectHours', requestId: string, company: string, status: string, canRecord: boolean, firstDay: string | null, lastDay: string | null, hourlyRateCents: number | null, months: Array<{ __typename: 'MyProjectMonth', month: string, status: string, totalHours: number, entries: Array<{ __typename: 'ProjectTimeEntry', id: string, workDate: string, hours: number, description: string, editable: boolean }> }> }> };

export type DeleteProjectHoursMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProjectHoursMutation = { deleteProjectHours: boolean };

export type ProjectTimeProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectTimeProjectsQuery = { running: Array<{ __typename: 'ProjectRequestAdmin', id: string, company: string }>, completed: Array<{ __typename: 'ProjectRequestAdmin', id: string, company: string }> };

export type ProjectHoursAdminQueryVariables = Exact<{
  requestId: string | number;
}>;


export type ProjectHoursAdminQuery = { projectHours: { __typename: 'ProjectHours', requestId: string, company: string, status: string, billingOrganisation: string | null, billingAddress: string | null, months: Array<{ __typename: 'ProjectMonth', month: string, status: string, totalHours: number, totalCents: number | null, invoiceNumber: string | null, cancelledInvoiceNumber: string | null, specialists: Array<{ __typename: 'ProjectMonthSpecialist', name: string, hours: number, hourlyRateCents: number | null, amountCents: number | null }>, entries: Array<{ __typename: 'ProjectTimeEntry', workDate: string, hours: number, description: string, specialistName: string | null }> }> } };

export type CloseProjectMonthMutationVariables = Exact<{
  input: ProjectMonthInput;
}>;


export type CloseProjectMonthMutation = { closeProjectMonth: { __typename: 'ProjectHours', requestId: string } };

export type ApproveProjectMonthMutationVariables = Exact<{
  input: ProjectMonthInput;
}>;


export type ApproveProjectMonthMutation = { approveProjectMonth: { __typename: 'ProjectHours', requestId: string } };

export type CancelProjectMonthInvoiceMutationVariables = Exact<{
  input: ProjectMonthInput;
}>;


export type CancelProjectMonthInvoiceMutation = { cancelProjectMonthInvoice: { __typename: 'ProjectHours', requestId: string } };

export type SetProjectBillingAddressMutationVariables = Exact<{
  input: ProjectBillingAddressInput;
}>;


export type SetProjectBillingAddressMutation = { setProjectBillingAddress: { __typename: 'ProjectHours', requestId: string } };

export type ProjectMonths_MonthFragment = { __typename: 'ProjectMonth', month: string, status: string, totalHours: number, totalCents: number | null, invoiceNumber: string | null, cancelledInvoiceNumber: string | null, specialists: Array<{ __typename: 'ProjectMonthSpecialist', name: string, hours: number, hourlyRateCents: number | null, amountCents: number | null }>, entries: Array<{ __typename: 'ProjectTimeEntry', workDate: string, hours: number, description: string, specialistName: string | null }> } & { ' $fragmentName'?: 'ProjectMonths_MonthFragment' };

export type MyProjectOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProjectOffersQuery = { myProjectOffers: Array<{ __typename: 'MyProjectOffer', id: string, status: string, note: string | null, message: string | null, hourlyRateCents: number | null, offeredAt: string, inTeam: boolean, request: { __typename: 'OfferedProjectRequest', id: string, description: string, skills: Array<string>, hoursPerWeek: number, startDate: string, durationWeeks: number, workMode: string, place: string | null, status: string }, contact: { __typename: 'ProjectCompanyContact', company: string, contactName: string, email: string, phone: string | null } | null }> };

export type AnswerProjectOfferMutationVariables = Exact<{
  input: AnswerProjectOfferInput;
}>;


export type AnswerProjectOfferMutation = { answerProjectOffer: { __typename: 'MyProjectOffer', id: string, status: string, message: string | null } };

export type ProjectMatchesQueryVariables = Exact<{
  requestId: string | number;
  skill?: string | null | undefined;
}>;


export type ProjectMatchesQuery = { projectMatches: Array<{ __typename: 'ProjectMatch', userId: string, displayName: string, headline: string | null, skills: Array<string>, hoursPerWeek: number | null, availableFrom: string | null, remote: boolean, regions: Array<string>, rateMinCents: number | null, rateMaxCents: number | null, employerPermission: string | null, permissionGrantedOn: string | null, permissionDocumentUrl: string | null, proposable: boolean, score: number, matchedSkills: Array<string>, wantedSkills: number, enoughHours: boolean, availableInTime: boolean, placeKind: string | null, placeRegion: string | null, offerStatus: string | null }> };

export type OfferProjectMutationVariables = Exact<{
  input: OfferProjectInput;
}>;


export type OfferProjectMutation = { offerProject: { __typename: 'ProjectTeamAdmin', requestId: string } };

export type ProjectProposalByTokenQueryVariables = Exact<{
  token: string;
}>;


export type ProjectProposalByTokenQuery = { projectProposalByToken: { __typename: 'ProjectProposal', status: string, sentAt: string, comment: string | null, members: Array<{ __typename: 'ProjectProposalMember', displayName: string, headline: string | null, photoUrl: string | null, skills: Array<string>, hourlyRateCents: number | null }> } | null };

export type AnswerProjectProposalMutationVariables = Exact<{
  input: AnswerProjectProposalInput;
}>;


export type AnswerProjectProposalMutation = { answerProjectProposal: boolean };

export type ProjectRequestByTokenQueryVariables = Exact<{
  token: string;
}>;


export type ProjectRequestByTokenQuery = { projectRequestByToken: { __typename: 'ProjectRequestFollow', id: string, company: string, contactName: string, description: string, skills: Array<string>, hoursPerWeek: number, startDate: string, durationWeeks: number, workMode: string, place: string | null, budgetMinEuros: number | null, budgetMaxEuros: number | null, status: string, closeReason: string | null, createdAt: string, history: Array<{ __typename: 'ProjectRequestStep', fromStatus: string | null, toStatus: string, at: string }> } };

export type ProjectRequestsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type ProjectRequestsQuery = { projectRequests: Array<{ __typename: 'ProjectRequestAdmin', id: string, company: string, contactName: string, email: string, phone: string | null, description: string, skills: Array<string>, hoursPerWeek: number, startDate: string, durationWeeks: number, workMode: string, place: string | null, budgetMinEuros: number | null, budgetMaxEuros: number | null, status: string, closeReason: string | null, locale: string, createdAt: string, nextStatuses: Array<string>, history: Array<{ __typename: 'ProjectRequestEvent', id: string, fromStatus: string | null, toStatus: string, actorName: string | null, note: string | null, at: string }> }> };

export type MoveProjectRequestMutationVariables = Exact<{
  input: MoveProjectRequestInput;
}>;


export type MoveProjectRequestMutation = { moveProjectRequest: { __typename: 'ProjectRequestAdmin', id: string, status: string, closeReason: string | null, nextStatuses: Array<string>, history: Array<{ __typename: 'ProjectRequestEvent', id: string, fromStatus: string | null, toStatus: string, actorName: string | null, note: string | null, at: string }> } };

export type ProjectTeamQueryVariables = Exact<{
  requestId: string | number;
}>;


export type ProjectTeamQuery = { projectTeam: { __typename: 'ProjectTeamAdmin', requestId: string, offers: Array<{ __typename: 'ProjectOfferAdmin', id: string, specialistUserId: string, displayName: string, status: string, note: string | null, message: string | null, hourlyRateCents: number | null, rateMinCents: number | null, rateMaxCents: number | null }>, proposal: { __typename: 'ProjectProposalAdmin', id: string, status: string, comment: string | null, sentAt: string, offerIds: Array<string> } | null } };

export type SendProjectProposalMutationVariables = Exact<{
  input: SendProjectProposalInput;
}>;


export type SendProjectProposalMutation = { sendProjectProposal: { __typename: 'ProjectTeamAdmin', requestId: string } };

export type WithdrawProjectOfferMutationVariables = Exact<{
  offerId: string | number;
}>;


export type WithdrawProjectOfferMutation = { withdrawProjectOffer: { __typename: 'ProjectTeamAdmin', requestId: string } };

export type SpecialistTermsForm_TermsFragment = { __typename: 'SpecialistTerms', hoursPerWeek: number | null, availableFrom: string | null, remote: boolean, regions: Array<string>, rateMinCents: number | null, rateMaxCents: number | null, employerPermission: string | null, permissionGrantedOn: string | null, hasPermissionDocument: boolean } & { ' $fragmentName'?: 'SpecialistTermsForm_TermsFragment' };

export type MySpecialistTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySpecialistTermsQuery = { mySpecialistTerms: { __typename: 'SpecialistTerms', hoursPerWeek: number | null, availableFrom: string | null, remote: boolean, regions: Array<string>, rateMinCents: number | null, rateMaxCents: number | null, employerPermission: string | null, permissionGrantedOn: string | null, hasPermissionDocument: boolean } };

export type UpdateMySpecialistTermsMutationVariables = Exact<{
  input: SpecialistTermsInput;
}>;


export type UpdateMySpecialistTermsMutation = { updateMySpecialistTerms: { __typename: 'SpecialistTerms', hoursPerWeek: number | null, availableFrom: string | null, remote: boolean, regions: Array<string>, rateMinCents: number | null, rateMaxCents: number | null, employerPermission: string | null, permissionGrantedOn: string | null, hasPermissionDocument: boolean } };

export type MemberTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberTicketQuery = { ticket: (
    { __typename: 'Ticket', id: string, status: string }
    & { ' $fragmentRefs'?: { 'TicketThread_TicketFragment': TicketThread_TicketFragment } }
  ) };

export type AddTicketMessageMutationVariables = Exact<{
  input: TicketMessageInput;
}>;


export type AddTicketMessageMutation = { addTicketMessage: { __typename: 'Ticket', id: string, status: string, updatedAt: string, messages: Array<{ __typename: 'TicketMessage', id: string, body: string, fromTeam: boolean, authorName: string | null, createdAt: string }> } };

export type MyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTicketsQuery = { myTickets: Array<(
    { __typename: 'Ticket', id: string }
    & { ' $fragmentRefs'?: { 'TicketListItem_TicketFragment': TicketListItem_TicketFragment } }
  )> };

export type CreateTicketMutationVariables = Exact<{
  input: CreateTicketInput;
}>;


export type CreateTicketMutation = { createTicket: { __typename: 'Ticket', id: string, subject: string } };

export type TicketListItem_TicketFragment = { __typename: 'Ticket', id: string, subject: string, category: string, status: string, updatedAt: string } & { ' $fragmentName'?: 'TicketListItem_TicketFragment' };

export type AllTicketsQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AllTicketsQuery = { allTickets: Array<(
    { __typename: 'Ticket', id: string }
    & { ' $fragmentRefs'?: { 'TicketQueueItem_TicketFragment': TicketQueueItem_TicketFragment } }
  )> };

export type TicketQueueDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketQueueDetailQuery = { ticket: (
    { __typename: 'Ticket', id: string, status: string }
    & { ' $fragmentRefs'?: { 'TicketThread_TicketFragment': TicketThread_TicketFragment } }
  ) };

export type ReplyToTicketMutationVariables = Exact<{
  input: TicketMessageInput;
}>;


export type ReplyToTicketMutation = { replyToTicket: { __typename: 'Ticket', id: string, status: string, updatedAt: string, messages: Array<{ __typename: 'TicketMessage', id: string, body: string, fromTeam: boolean, authorName: string | null, createdAt: string }> } };

export type CloseTicketMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseTicketMutation = { closeTicket: { __typename: 'Ticket', id: string, status: string, updatedAt: string } };

export type TicketQueueItem_TicketFragment = { __typename: 'Ticket', id: string, subject: string, category: string, status: string, updatedAt: string, owner: { __typename: 'TicketOwner', id: string, name: string, email: string } } & { ' $fragmentName'?: 'TicketQueueItem_TicketFragment' };

export type TicketThread_TicketFragment = { __typename: 'Ticket', id: string, subject: string, category: string, status: string, createdAt: string, owner: { __typename: 'TicketOwner', id: string, name: string, email: string }, messages: Array<{ __typename: 'TicketMessage', id: string, body: string, fromTeam: boolean, authorName: string | null, createdAt: string }> } & { ' $fragmentName'?: 'TicketThread_TicketFragment' };

export type AcademyBenefitsQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademyBenefitsQuery = { academyBenefits: { __typename: 'AcademyBenefits', memberDiscountPercent: number, priorityRegistration: boolean, promoCodes: Array<{ __typename: 'PromoCode', code: string, tool: string, description: string }> } };

export type AcademyWorkshopCard_WorkshopFragment = (
  { __typename: 'Workshop', id: string, slug: string, title: string, category: string | null, description: string, format: string, location: string | null, startTime: string, durationMinutes: number, availableSpots: number, isFeatured: boolean, tags: Array<string>, posterUrl: string | null, posterIsPdf: boolean, ratingAverage: number | null, ratingCount: number, basePriceCents: number, memberPriceCents: number, nextSession: { __typename: 'WorkshopSession', id: string, startsAt: string } | null, myRegistration: { __typename: 'Registration', id: string, status: string, session: { __typename: 'WorkshopSession', id: string, startsAt: string } } | null }
  & { ' $fragmentRefs'?: { 'WorkshopPrice_WorkshopFragment': WorkshopPrice_WorkshopFragment;'AddToCalendarLink_WorkshopFragment': AddToCalendarLink_WorkshopFragment } }
) & { ' $fragmentName'?: 'AcademyWorkshopCard_WorkshopFragment' };

export type AcademyWorkshopsQueryVariables = Exact<{
  filter?: WorkshopFilter | null | undefined;
  page: number;
  limit: number;
}>;


export type AcademyWorkshopsQuery = { workshops: { __typename: 'WorkshopPage', total: number, workshops: Array<(
      { __typename: 'Workshop', id: string }
      & { ' $fragmentRefs'?: { 'AcademyWorkshopCard_WorkshopFragment': AcademyWorkshopCard_WorkshopFragment } }
    )> } };

export type MembersOnlyWorkshopQueryVariables = Exact<{
  slugOrId: string;
}>;


export type MembersOnlyWorkshopQuery = { membersOnlyWorkshop: { __typename: 'MembersOnlyWorkshop', slug: string, title: string } | null };

export type PublicWorkshopsQueryVariables = Exact<{
  limit: number;
}>;


export type PublicWorkshopsQuery = { workshops: { __typename: 'WorkshopPage', total: number, workshops: Array<(
      { __typename: 'Workshop', id: string }
      & { ' $fragmentRefs'?: { 'AcademyWorkshopCard_WorkshopFragment': AcademyWorkshopCard_WorkshopFragment } }
    )> } };

export type WorkshopDetailQueryVariables = Exact<{
  slugOrId: string;
}>;


export type WorkshopDetailQuery = { workshop: (
    { __typename: 'Workshop', id: string, title: string, description: string, tags: Array<string>, learningObjectives: Array<string>, posterUrl: string | null, posterIsPdf: boolean, creatorName: string | null, ratingAverage: number | null, ratingCount: number }
    & { ' $fragmentRefs'?: { 'WorkshopFacts_WorkshopFragment': WorkshopFacts_WorkshopFragment;'WorkshopRegistrationCard_WorkshopFragment': WorkshopRegistrationCard_WorkshopFragment;'WorkshopHeadTags_WorkshopFragment': WorkshopHeadTags_WorkshopFragment } }
  ) };

export type WorkshopFacts_WorkshopFragment = (
  { __typename: 'Workshop', id: string, startTime: string, durationMinutes: number, format: string, location: string | null, videoCallLink: string | null, category: string | null, maxParticipants: number, availableSpots: number, nextSession: { __typename: 'WorkshopSession', id: string, startsAt: string } | null, myRegistration: { __typename: 'Registration', id: string, session: { __typename: 'WorkshopSession', id: string, startsAt: string } } | null }
  & { ' $fragmentRefs'?: { 'WorkshopPrice_WorkshopFragment': WorkshopPrice_WorkshopFragment } }
) & { ' $fragmentName'?: 'WorkshopFacts_WorkshopFragment' };

export type WorkshopHeadTags_WorkshopFragment = { __typename: 'Workshop', title: string, description: string, slug: string, format: string, location: string | null, startTime: string, durationMinutes: number, posterUrl: string | null, posterIsPdf: boolean, basePriceCents: number, availableSpots: number, status: string, creatorName: string | null, ratingAverage: number | null, ratingCount: number, nextSession: { __typename: 'WorkshopSession', id: string, startsAt: string, endsAt: string } | null } & { ' $fragmentName'?: 'WorkshopHeadTags_WorkshopFragment' };

export type WorkshopPrice_WorkshopFragment = { __typename: 'Workshop', basePriceCents: number, memberPriceCents: number, memberDiscountPercent: number } & { ' $fragmentName'?: 'WorkshopPrice_WorkshopFragment' };

export type ViewerMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerMembershipQuery = { myMembership: { __typename: 'Membership', status: string } };

export type MyWorkshopsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWorkshopsQuery = { myWorkshops: Array<(
    { __typename: 'Workshop', id: string }
    & { ' $fragmentRefs'?: { 'WorkshopCard_WorkshopFragment': WorkshopCard_WorkshopFragment } }
  )> };

export type WorkshopCard_WorkshopFragment = { __typename: 'Workshop', id: string, title: string, description: string, format: string, location: string | null, videoCallLink: string | null, startTime: string, currentParticipants: number, maxParticipants: number, posterUrl: string | null, posterIsPdf: boolean, pendingPosterUrl: string | null, isApproved: boolean, status: string } & { ' $fragmentName'?: 'WorkshopCard_WorkshopFragment' };

export type DeleteWorkshopMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWorkshopMutation = { deleteWorkshop: boolean };

export type WorkshopEditor_WorkshopFragment = { __typename: 'Workshop', id: string, title: string, description: string, pendingTitle: string | null, pendingDescription: string | null, category: string | null, startTime: string, durationMinutes: number, format: string, location: string | null, videoCallLink: string | null, maxParticipants: number, minParticipants: number | null, minParticipantsDecisionHours: number | null, learningObjectives: Array<string>, tags: Array<string>, isPublic: boolean, visibility: string, guestRegistrationEnabled: boolean, basePriceCents: number, posterUrl: string | null, posterIsPdf: boolean, recurrenceRule: string | null, recurrenceEndDate: string | null, skippedDates: Array<string>, materials: Array<{ __typename: 'WorkshopMaterial', title: string }> } & { ' $fragmentName'?: 'WorkshopEditor_WorkshopFragment' };

export type WorkshopPrerequisitesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkshopPrerequisitesQuery = { workshopPrerequisites: { __typename: 'WorkshopPrerequisites', hasProfile: boolean, profileVisible: boolean, emailVerified: boolean } };

export type CreateWorkshopMutationVariables = Exact<{
  input: CreateWorkshopInput;
}>;


export type CreateWorkshopMutation = { createWorkshop: { __typename: 'Workshop', id: string } };

export type UpdateWorkshopMutationVariables = Exact<{
  id: string | number;
  input: UpdateWorkshopInput;
}>;


export type UpdateWorkshopMutation = { updateWorkshop: { __typename: 'Workshop', id: string } };

export type MoveWorkshopSessionMutationVariables = Exact<{
  sessionId: string | number;
  startTime: string;
  reason?: string | null | undefined;
}>;


export type MoveWorkshopSessionMutation = { moveWorkshopSession: { __typename: 'WorkshopSession', id: string, startsAt: string, offSchedule: boolean } };

export type MessageSessionRegistrantsMutationVariables = Exact<{
  sessionId: string | number;
  subject: string;
  body: string;
}>;


export type MessageSessionRegistrantsMutation = { messageSessionRegistrants: { __typename: 'HostMessageResult', sent: number, skipped: number } };

export type ConfirmWorkshopSessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type ConfirmWorkshopSessionMutation = { confirmWorkshopSession: { __typename: 'WorkshopSession', id: string, runConfirmedAt: string | null, runConfirmedByHost: boolean } };

export type CancelWorkshopSessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type CancelWorkshopSessionMutation = { cancelWorkshopSession: boolean };

export type WorkshopRegistrantsQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkshopRegistrantsQuery = { myWorkshop: { __typename: 'Workshop', id: string, title: string, notifyHostOnRegistration: boolean | null, minParticipants: number | null, minParticipantsDecisionHours: number | null, sessions: Array<{ __typename: 'WorkshopSession', id: string, startsAt: string, capacity: number, registeredCount: number, offSchedule: boolean, runConfirmedAt: string | null }> }, workshopAttendance: Array<{ __typename: 'SessionAttendanceStats', sessionId: string, startsAt: string, endsAt: string, registered: number, attended: number, noShows: number | null }>, workshopFeedback: { __typename: 'WorkshopFeedback', workshopId: string, sessions: Array<{ __typename: 'SessionRatingFigures', sessionId: string, startsAt: string, figures: { __typename: 'RatingFigures', count: number, overall: number | null, content: number | null, host: number | null } }> }, workshopRegistrants: Array<{ __typename: 'WorkshopRegistrant', id: string, sessionId: string, name: string, email: string, status: string, isMember: boolean, notes: string | null, paymentState: string | null }> };

export type SetWorkshopRegistrationMailsMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type SetWorkshopRegistrationMailsMutation = { setWorkshopRegistrationMails: { __typename: 'Workshop', id: string, notifyHostOnRegistration: boolean | null } };

export type CancelRegistrationMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;


export type CancelRegistrationMutation = { cancelRegistration: { __typename: 'Registration', id: string, status: string, cancellationReason: string | null } };

export type MyRegistrationItem_RegistrationFragment = { __typename: 'Registration', id: string, status: string, priceCents: number, cancellationReason: string | null, checkInCode: string | null, joinPath: string | null, workshop: { __typename: 'Workshop', id: string, slug: string, title: string, format: string }, session: { __typename: 'WorkshopSession', id: string, startsAt: string, endsAt: string }, invoices: Array<(
    { __typename: 'Invoice', id: string }
    & { ' $fragmentRefs'?: { 'MemberInvoice_InvoiceFragment': MemberInvoice_InvoiceFragment } }
  )> } & { ' $fragmentName'?: 'MyRegistrationItem_RegistrationFragment' };

export type MyRegistrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRegistrationsQuery = { myRegistrations: Array<(
    { __typename: 'Registration', id: string }
    & { ' $fragmentRefs'?: { 'MyRegistrationItem_RegistrationFragment': MyRegistrationItem_RegistrationFragment } }
  )> };

export type RegisterGuestMutationVariables = Exact<{
  sessionId: string | number;
  name: string;
  email: string;
  joinWaitlist?: boolean | null | undefined;
  checkout?: CheckoutInput | null | undefined;
}>;


export type RegisterGuestMutation = { registerGuest: { __typename: 'Registration', id: string, status: string, invoices: Array<{ __typename: 'Invoice', number: string, kind: string, grossCents: number, dueAt: string | null }> } };

export type RegisterForWorkshopMutationVariables = Exact<{
  sessionId: string | number;
  notes?: string | null | undefined;
  joinWaitlist?: boolean | null | undefined;
  checkout?: CheckoutInput | null | undefined;
}>;


export type RegisterForWorkshopMutation = { registerForWorkshop: { __typename: 'Registration', id: string, status: string, invoices: Array<{ __typename: 'Invoice', number: string, kind: string, grossCents: number, dueAt: string | null }> } };

export type WorkshopRegistrationCard_WorkshopFragment = { __typename: 'Workshop', id: string, slug: string, title: string, isPublic: boolean, visibility: string, guestRegistrationEnabled: boolean, hostedByMe: boolean, basePriceCents: number, memberPriceCents: number, format: string, location: string | null, sessions: Array<{ __typename: 'WorkshopSession', id: string, startsAt: string, availableSpots: number }>, myRegistration: { __typename: 'Registration', id: string, status: string, priceCents: number, session: { __typename: 'WorkshopSession', id: string, startsAt: string } } | null } & { ' $fragmentName'?: 'WorkshopRegistrationCard_WorkshopFragment' };

export type SavePromoCodeMutationVariables = Exact<{
  input: PromoCodeInput;
}>;


export type SavePromoCodeMutation = { savePromoCode: { __typename: 'AdminPromoCode', id: string, code: string, tool: string, descriptionDe: string, descriptionEn: string, active: boolean, workshopId: string | null } };

export type AdminPromoCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromoCodesQuery = { adminPromoCodes: Array<{ __typename: 'AdminPromoCode', id: string, code: string, tool: string, descriptionDe: string, descriptionEn: string, active: boolean, workshopId: string | null }> };

export type ApproveWorkshopTextsMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveWorkshopTextsMutation = { approveWorkshopTexts: { __typename: 'Workshop', id: string, title: string, description: string, pendingTitle: string | null, pendingDescription: string | null } };

export type RejectWorkshopTextsMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectWorkshopTextsMutation = { rejectWorkshopTexts: { __typename: 'Workshop', id: string, pendingTitle: string | null, pendingDescription: string | null } };

export type PendingWorkshopItem_WorkshopFragment = { __typename: 'Workshop', id: string, title: string, description: string, startTime: string, durationMinutes: number, maxParticipants: number, format: string, location: string | null, posterUrl: string | null, posterIsPdf: boolean, pendingPosterUrl: string | null, pendingPosterIsPdf: boolean, pendingTitle: string | null, pendingDescription: string | null, isApproved: boolean, creatorName: string | null, creatorEmail: string | null } & { ' $fragmentName'?: 'PendingWorkshopItem_WorkshopFragment' };

export type ApproveWorkshopMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveWorkshopMutation = { approveWorkshop: { __typename: 'Workshop', id: string, isApproved: boolean } };

export type RejectWorkshopMutationVariables = Exact<{
  id: string | number;
  input?: WorkshopRejectionInput | null | undefined;
}>;


export type RejectWorkshopMutation = { rejectWorkshop: boolean };

export type ApproveWorkshopPosterMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveWorkshopPosterMutation = { approveWorkshopPoster: { __typename: 'Workshop', id: string, posterUrl: string | null, pendingPosterUrl: string | null } };

export type RejectWorkshopPosterMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectWorkshopPosterMutation = { rejectWorkshopPoster: { __typename: 'Workshop', id: string, pendingPosterUrl: string | null } };

export type PendingWorkshopsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingWorkshopsQuery = { pendingWorkshops: Array<(
    { __typename: 'Workshop', id: string }
    & { ' $fragmentRefs'?: { 'PendingWorkshopItem_WorkshopFragment': PendingWorkshopItem_WorkshopFragment } }
  )> };

export type WorkshopChangeItem_ChangeFragment = { __typename: 'WorkshopChange', id: string, workshopTitle: string, createdAt: string, isReviewed: boolean, changes: Array<string> } & { ' $fragmentName'?: 'WorkshopChangeItem_ChangeFragment' };

export type MarkWorkshopChangeReviewedMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkWorkshopChangeReviewedMutation = { markWorkshopChangeReviewed: { __typename: 'WorkshopChange', id: string, isReviewed: boolean } };

export type WorkshopChangesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkshopChangesQuery = { workshopChanges: Array<(
    { __typename: 'WorkshopChange', id: string, isReviewed: boolean }
    & { ' $fragmentRefs'?: { 'WorkshopChangeItem_ChangeFragment': WorkshopChangeItem_ChangeFragment } }
  )> };

export type AddToCalendarLink_WorkshopFragment = { __typename: 'Workshop', id: string, slug: string, title: string, description: string, format: string, location: string | null, startTime: string, durationMinutes: number, nextSession: { __typename: 'WorkshopSession', id: string, startsAt: string } | null } & { ' $fragmentName'?: 'AddToCalendarLink_WorkshopFragment' };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: (
    { __typename: 'AppInfo' }
    & { ' $fragmentRefs'?: { 'AppVersion_AppInfoFragment': AppVersion_AppInfoFragment } }
  ) };

export type MyWorkshopQueryVariables = Exact<{
  id: string | number;
}>;


export type MyWorkshopQuery = { myWorkshop: (
    { __typename: 'Workshop', id: string }
    & { ' $fragmentRefs'?: { 'WorkshopEditor_WorkshopFragment': WorkshopEditor_WorkshopFragment } }
  ) };

export const AppVersion_AppInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppVersion_AppInfoFragment, unknown>;
export const ConsultantEditor_ConsultantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meetingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxReschedules"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ConsultantEditor_ConsultantFragment, unknown>;
export const PendingProfileCard_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}}]}}]} as unknown as DocumentNode<PendingProfileCard_ProfileFragment, unknown>;
export const ApprovalStatus_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalStatus_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"adminComment"}}]}}]} as unknown as DocumentNode<ApprovalStatus_ProfileFragment, unknown>;
export const DeleteAccountDialog_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeleteAccountDialog_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<DeleteAccountDialog_UserFragment, unknown>;
export const ProfileForm_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}}]}}]}}]} as unknown as DocumentNode<ProfileForm_ProfileFragment, unknown>;
export const ProfileView_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileView_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}}]}}]}}]} as unknown as DocumentNode<ProfileView_ProfileFragment, unknown>;
export const ProjectMonths_MonthFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectMonths_month"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"specialists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specialistName"}}]}}]}}]} as unknown as DocumentNode<ProjectMonths_MonthFragment, unknown>;
export const SpecialistTermsForm_TermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialistTermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialistTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"remote"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"rateMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"employerPermission"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGrantedOn"}},{"kind":"Field","name":{"kind":"Name","value":"hasPermissionDocument"}}]}}]} as unknown as DocumentNode<SpecialistTermsForm_TermsFragment, unknown>;
export const TicketListItem_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketListItem_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TicketListItem_TicketFragment, unknown>;
export const TicketQueueItem_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketQueueItem_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TicketQueueItem_TicketFragment, unknown>;
export const TicketThread_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketThread_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromTeam"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TicketThread_TicketFragment, unknown>;
export const WorkshopPrice_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}}]} as unknown as DocumentNode<WorkshopPrice_WorkshopFragment, unknown>;
export const AddToCalendarLink_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendarLink_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<AddToCalendarLink_WorkshopFragment, unknown>;
export const AcademyWorkshopCard_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AcademyWorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopPrice_workshop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendarLink_workshop"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendarLink_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<AcademyWorkshopCard_WorkshopFragment, unknown>;
export const WorkshopFacts_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopFacts_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopPrice_workshop"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}}]} as unknown as DocumentNode<WorkshopFacts_WorkshopFragment, unknown>;
export const WorkshopHeadTags_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopHeadTags_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]} as unknown as DocumentNode<WorkshopHeadTags_WorkshopFragment, unknown>;
export const WorkshopCard_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<WorkshopCard_WorkshopFragment, unknown>;
export const WorkshopEditor_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopEditor_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipantsDecisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"learningObjectives"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"guestRegistrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceRule"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"skippedDates"}}]}}]} as unknown as DocumentNode<WorkshopEditor_WorkshopFragment, unknown>;
export const MemberInvoice_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberInvoice_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"refundAccountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<MemberInvoice_InvoiceFragment, unknown>;
export const MyRegistrationItem_RegistrationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationItem_registration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}},{"kind":"Field","name":{"kind":"Name","value":"checkInCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"workshop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberInvoice_invoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberInvoice_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"refundAccountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<MyRegistrationItem_RegistrationFragment, unknown>;
export const WorkshopRegistrationCard_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopRegistrationCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"guestRegistrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"hostedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorkshopRegistrationCard_WorkshopFragment, unknown>;
export const PendingWorkshopItem_WorkshopFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingWorkshopItem_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"creatorEmail"}}]}}]} as unknown as DocumentNode<PendingWorkshopItem_WorkshopFragment, unknown>;
export const WorkshopChangeItem_ChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopChangeItem_change"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkshopChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<WorkshopChangeItem_ChangeFragment, unknown>;
export const AccountEmailStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountEmailState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailChange"}}]}}]} as unknown as DocumentNode<AccountEmailStateQuery, AccountEmailStateQueryVariables>;
export const AccountRequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountRequestEmailChangeMutation, AccountRequestEmailChangeMutationVariables>;
export const AccountPasswordStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPasswordState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<AccountPasswordStateQuery, AccountPasswordStateQueryVariables>;
export const AccountChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountSetPasswordMutation, AccountSetPasswordMutationVariables>;
export const AccountProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<AccountProvidersQuery, AccountProvidersQueryVariables>;
export const AccountUnlinkProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountUnlinkProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnlinkProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkSignInProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providers"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<AccountUnlinkProviderMutation, AccountUnlinkProviderMutationVariables>;
export const MySecurityEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySecurityEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySecurityEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<MySecurityEventsQuery, MySecurityEventsQueryVariables>;
export const AccountSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AccountSessionsQuery, AccountSessionsQueryVariables>;
export const AccountEndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountEndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAccountSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountEndSessionMutation, AccountEndSessionMutationVariables>;
export const AccountEndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountEndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherAccountSessions"}}]}}]} as unknown as DocumentNode<AccountEndOtherSessionsMutation, AccountEndOtherSessionsMutationVariables>;
export const AccountSecondFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AccountSecondFactorsQuery, AccountSecondFactorsQueryVariables>;
export const AccountStartTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountStartTotp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<AccountStartTotpMutation, AccountStartTotpMutationVariables>;
export const AccountConfirmTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountConfirmTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TotpCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountConfirmTotpMutation, AccountConfirmTotpMutationVariables>;
export const AccountRemoveTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRemoveTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proof"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorProofInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"proof"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proof"}}}]}]}}]} as unknown as DocumentNode<AccountRemoveTotpMutation, AccountRemoveTotpMutationVariables>;
export const AccountPasskeyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountPasskeyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeToken"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<AccountPasskeyOptionsMutation, AccountPasskeyOptionsMutationVariables>;
export const AccountAddPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountAddPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountAddPasskeyMutation, AccountAddPasskeyMutationVariables>;
export const AccountRenamePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRenamePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountRenamePasskeyMutation, AccountRenamePasskeyMutationVariables>;
export const AccountSecondFactorProofOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSecondFactorProofOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactorProofOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeToken"}},{"kind":"Field","name":{"kind":"Name","value":"optionsJson"}}]}}]}}]} as unknown as DocumentNode<AccountSecondFactorProofOptionsMutation, AccountSecondFactorProofOptionsMutationVariables>;
export const AccountRemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemovePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AccountRemovePasskeyMutation, AccountRemovePasskeyMutationVariables>;
export const AfterSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AfterSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"afterSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"canGiveFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackGiven"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]}}]} as unknown as DocumentNode<AfterSessionQuery, AfterSessionQueryVariables>;
export const FeedbackFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedbackForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"workshopSlug"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canGive"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"given"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"hostRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"showPublicly"}}]}}]}}]}}]} as unknown as DocumentNode<FeedbackFormQuery, FeedbackFormQueryVariables>;
export const GiveFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GiveFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"hostRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"showPublicly"}}]}}]}}]} as unknown as DocumentNode<GiveFeedbackMutation, GiveFeedbackMutationVariables>;
export const HostAfterSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostAfterSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopId"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"host"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"host"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"contentRating"}},{"kind":"Field","name":{"kind":"Name","value":"hostRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"commentHidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workshopMaterials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"byteSize"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]}}]} as unknown as DocumentNode<HostAfterSessionQuery, HostAfterSessionQueryVariables>;
export const AddMaterialLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMaterialLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MaterialLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMaterialLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddMaterialLinkMutation, AddMaterialLinkMutationVariables>;
export const DeleteMaterialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMaterial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMaterial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMaterialMutation, DeleteMaterialMutationVariables>;
export const SetFeedbackCommentHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFeedbackCommentHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFeedbackCommentHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentHidden"}}]}}]}}]} as unknown as DocumentNode<SetFeedbackCommentHiddenMutation, SetFeedbackCommentHiddenMutationVariables>;
export const WorkshopFeedbackCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopFeedbackComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopFeedbackComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workshopId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WorkshopFeedbackCommentsQuery, WorkshopFeedbackCommentsQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const PriceTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smallBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"vatRatePercent"}}]}}]}}]} as unknown as DocumentNode<PriceTermsQuery, PriceTermsQueryVariables>;
export const SetRefundAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRefundAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"iban"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRefundAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"iban"},"value":{"kind":"Variable","name":{"kind":"Name","value":"iban"}}}]}]}}]} as unknown as DocumentNode<SetRefundAccountMutation, SetRefundAccountMutationVariables>;
export const MembershipBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembershipBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trialEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextInvoiceAt"}}]}}]}}]} as unknown as DocumentNode<MembershipBillingQuery, MembershipBillingQueryVariables>;
export const MyMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trialEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]} as unknown as DocumentNode<MyMembershipQuery, MyMembershipQueryVariables>;
export const StartMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acceptTerms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billingAddress"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddressInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"acceptTerms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acceptTerms"}}},{"kind":"Argument","name":{"kind":"Name","value":"billingAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billingAddress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trialEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFeeCents"}}]}}]}}]} as unknown as DocumentNode<StartMembershipMutation, StartMembershipMutationVariables>;
export const EndMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trialEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFeeCents"}}]}}]}}]} as unknown as DocumentNode<EndMembershipMutation, EndMembershipMutationVariables>;
export const MyInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberInvoice_invoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberInvoice_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"refundAccountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}}]} as unknown as DocumentNode<MyInvoicesQuery, MyInvoicesQueryVariables>;
export const PaymentOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"show"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"show"},"value":{"kind":"Variable","name":{"kind":"Name","value":"show"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"openCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledCount"}},{"kind":"Field","name":{"kind":"Name","value":"refundDueCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<PaymentOverviewQuery, PaymentOverviewQueryVariables>;
export const PaymentsAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"StringValue","value":"open","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PaymentsAdminQuery, PaymentsAdminQueryVariables>;
export const SetPaymentStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}]}}]} as unknown as DocumentNode<SetPaymentStateMutation, SetPaymentStateMutationVariables>;
export const UndoPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<UndoPaymentMutation, UndoPaymentMutationVariables>;
export const ImportBankStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"xml"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"xml"},"value":{"kind":"Variable","name":{"kind":"Name","value":"xml"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryRef"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryRef"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryRef"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"remittance"}},{"kind":"Field","name":{"kind":"Name","value":"debtorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ImportBankStatementMutation, ImportBankStatementMutationVariables>;
export const AdminRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"buyerName"}},{"kind":"Field","name":{"kind":"Name","value":"buyerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}}]}}]}}]} as unknown as DocumentNode<AdminRefundsQuery, AdminRefundsQueryVariables>;
export const MarkRefundedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRefunded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markRefunded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}]}]}}]} as unknown as DocumentNode<MarkRefundedMutation, MarkRefundedMutationVariables>;
export const TeamCancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamCancelBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamCancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TeamCancelBookingMutation, TeamCancelBookingMutationVariables>;
export const SetConsultantAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetConsultantAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConsultantAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}}]}}]} as unknown as DocumentNode<SetConsultantAvailabilityMutation, SetConsultantAvailabilityMutationVariables>;
export const BookingAdminConsultantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingAdminConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantEditor_consultant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meetingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxReschedules"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<BookingAdminConsultantsQuery, BookingAdminConsultantsQueryVariables>;
export const CreateConsultantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsultant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsultantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantEditor_consultant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meetingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxReschedules"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<CreateConsultantMutation, CreateConsultantMutationVariables>;
export const BookConsultationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookConsultation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookConsultationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookConsultation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<BookConsultationMutation, BookConsultationMutationVariables>;
export const SetBookingQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBookingQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingQuestionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBookingQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<SetBookingQuestionsMutation, SetBookingQuestionsMutationVariables>;
export const CancellableBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellableBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellableBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReschedule"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}}]}}]}}]} as unknown as DocumentNode<CancellableBookingQuery, CancellableBookingQueryVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"canReschedule"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}}]}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const UpdateConsultantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsultant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meetingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"maxReschedules"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}}]}}]}}]} as unknown as DocumentNode<UpdateConsultantMutation, UpdateConsultantMutationVariables>;
export const AddConsultantDayOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddConsultantDayOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DayOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addConsultantDayOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AddConsultantDayOffMutation, AddConsultantDayOffMutationVariables>;
export const RemoveConsultantDayOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveConsultantDayOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeConsultantDayOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveConsultantDayOffMutation, RemoveConsultantDayOffMutationVariables>;
export const MyBookingQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBookingQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBookingQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<MyBookingQuestionsQuery, MyBookingQuestionsQueryVariables>;
export const ReschedulableBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReschedulableBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellableBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"canReschedule"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"reschedulesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}}]}}]}}]} as unknown as DocumentNode<ReschedulableBookingQuery, ReschedulableBookingQueryVariables>;
export const RescheduleBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RescheduleBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"meetingMode"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<RescheduleBookingMutation, RescheduleBookingMutationVariables>;
export const BookingConsultantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]} as unknown as DocumentNode<BookingConsultantsQuery, BookingConsultantsQueryVariables>;
export const BookingSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"consultant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneField"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingSlotsQuery, BookingSlotsQueryVariables>;
export const TeamRescheduleBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TeamRescheduleBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamRescheduleBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamRescheduleBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<TeamRescheduleBookingMutation, TeamRescheduleBookingMutationVariables>;
export const UpcomingBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<UpcomingBookingsQuery, UpcomingBookingsQueryVariables>;
export const MyConsultationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConsultations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConsultations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"labelDe"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<MyConsultationsQuery, MyConsultationsQueryVariables>;
export const MyCalendarFeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCalendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarFeeds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUrl"}},{"kind":"Field","name":{"kind":"Name","value":"consultantUrl"}}]}}]}}]} as unknown as DocumentNode<MyCalendarFeedsQuery, MyCalendarFeedsQueryVariables>;
export const RenewCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCalendarFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeedKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCalendarFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUrl"}},{"kind":"Field","name":{"kind":"Name","value":"consultantUrl"}}]}}]}}]} as unknown as DocumentNode<RenewCalendarFeedMutation, RenewCalendarFeedMutationVariables>;
export const DiscoverCalendarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscoverCalendars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaldavAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discoverCalendars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DiscoverCalendarsMutation, DiscoverCalendarsMutationVariables>;
export const ConnectCaldavCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectCaldavCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectCaldavCalendarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectCaldavCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"oldCalendarEntries"}}]}}]}}]} as unknown as DocumentNode<ConnectCaldavCalendarMutation, ConnectCaldavCalendarMutationVariables>;
export const ConnectIcalCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectIcalCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectIcalCalendarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectIcalCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"oldCalendarEntries"}}]}}]}}]} as unknown as DocumentNode<ConnectIcalCalendarMutation, ConnectIcalCalendarMutationVariables>;
export const ConsultantCalendarConnectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsultantCalendarConnections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantCalendarConnections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"calendarName"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]}}]} as unknown as DocumentNode<ConsultantCalendarConnectionsQuery, ConsultantCalendarConnectionsQueryVariables>;
export const MyCalendarConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCalendarConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"calendarName"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}}]}}]}}]} as unknown as DocumentNode<MyCalendarConnectionQuery, MyCalendarConnectionQueryVariables>;
export const DisconnectCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectCalendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectCalendar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnected"}},{"kind":"Field","name":{"kind":"Name","value":"oldCalendarEntries"}}]}}]}}]} as unknown as DocumentNode<DisconnectCalendarMutation, DisconnectCalendarMutationVariables>;
export const CertificateVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"teachingUnits"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<CertificateVerificationQuery, CertificateVerificationQueryVariables>;
export const MyCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"teachingUnits"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MyCertificatesQuery, MyCertificatesQueryVariables>;
export const RevokeCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeCertificateMutation, RevokeCertificateMutationVariables>;
export const AttendanceSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]}}]} as unknown as DocumentNode<AttendanceSheetQuery, AttendanceSheetQueryVariables>;
export const MarkAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkAttendanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]} as unknown as DocumentNode<MarkAttendanceMutation, MarkAttendanceMutationVariables>;
export const AddCheckInHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCheckInHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCheckInHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AddCheckInHelperMutation, AddCheckInHelperMutationVariables>;
export const RemoveCheckInHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCheckInHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCheckInHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveCheckInHelperMutation, RemoveCheckInHelperMutationVariables>;
export const CheckInDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInDesk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"workshopId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"}},{"kind":"Field","name":{"kind":"Name","value":"attendees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInBy"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInDeskQuery, CheckInDeskQueryVariables>;
export const CheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInBy"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const UndoCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}}]}]}}]} as unknown as DocumentNode<UndoCheckInMutation, UndoCheckInMutationVariables>;
export const MyCheckInDeviceTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCheckInDeviceTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCheckInDeviceTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<MyCheckInDeviceTokensQuery, MyCheckInDeviceTokensQueryVariables>;
export const CreateCheckInDeviceTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckInDeviceToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCheckInDeviceTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckInDeviceToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCheckInDeviceTokenMutation, CreateCheckInDeviceTokenMutationVariables>;
export const RevokeCheckInDeviceTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCheckInDeviceToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCheckInDeviceToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeCheckInDeviceTokenMutation, RevokeCheckInDeviceTokenMutationVariables>;
export const MyCheckInSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCheckInSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCheckInSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"workshopId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<MyCheckInSessionsQuery, MyCheckInSessionsQueryVariables>;
export const FailedMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FailedMails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedMails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}}]}}]}}]} as unknown as DocumentNode<FailedMailsQuery, FailedMailsQueryVariables>;
export const ResendFailedMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendFailedMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendFailedMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResendFailedMailMutation, ResendFailedMailMutationVariables>;
export const HostMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<HostMessagesQuery, HostMessagesQueryVariables>;
export const AdminCountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"openTickets"}},{"kind":"Field","name":{"kind":"Name","value":"failedMails"}},{"kind":"Field","name":{"kind":"Name","value":"openPayments"}},{"kind":"Field","name":{"kind":"Name","value":"newProjectRequests"}}]}}]}}]} as unknown as DocumentNode<AdminCountersQuery, AdminCountersQueryVariables>;
export const MemberOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workshop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MemberOverviewQuery, MemberOverviewQueryVariables>;
export const PendingProfilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingProfiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingProfileCard_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingProfileCard_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}}]}}]}}]} as unknown as DocumentNode<PendingProfilesQuery, PendingProfilesQueryVariables>;
export const ApproveProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewCommentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"adminComment"}}]}}]}}]} as unknown as DocumentNode<ApproveProfileMutation, ApproveProfileMutationVariables>;
export const RejectProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewCommentInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"adminComment"}}]}}]}}]} as unknown as DocumentNode<RejectProfileMutation, RejectProfileMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileView_profile"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalStatus_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileView_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"github"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalStatus_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"adminComment"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const YourDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YourData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeleteAccountDialog_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeleteAccountDialog_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<YourDataQuery, YourDataQueryVariables>;
export const ExportMyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyData"}}]}}]} as unknown as DocumentNode<ExportMyDataMutation, ExportMyDataMutationVariables>;
export const ProjectHoursByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectHoursByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectHoursByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectMonths_month"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectMonths_month"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"specialists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specialistName"}}]}}]}}]} as unknown as DocumentNode<ProjectHoursByTokenQuery, ProjectHoursByTokenQueryVariables>;
export const RecordProjectHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordProjectHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordProjectHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordProjectHoursMutation, RecordProjectHoursMutationVariables>;
export const ChangeProjectHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeProjectHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeProjectHoursInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeProjectHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangeProjectHoursMutation, ChangeProjectHoursMutationVariables>;
export const MyInvoicedProjectMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvoicedProjectMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvoicedProjectMonths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}}]}}]}}]} as unknown as DocumentNode<MyInvoicedProjectMonthsQuery, MyInvoicedProjectMonthsQueryVariables>;
export const MyProjectHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProjectHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProjectHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canRecord"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyProjectHoursQuery, MyProjectHoursQueryVariables>;
export const DeleteProjectHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProjectHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProjectHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProjectHoursMutation, DeleteProjectHoursMutationVariables>;
export const ProjectTimeProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTimeProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"running"},"name":{"kind":"Name","value":"projectRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"RUNNING","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"completed"},"name":{"kind":"Name","value":"projectRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"COMPLETED","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}}]}}]}}]} as unknown as DocumentNode<ProjectTimeProjectsQuery, ProjectTimeProjectsQueryVariables>;
export const ProjectHoursAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectHoursAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billingOrganisation"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectMonths_month"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectMonths_month"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonth"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"specialists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workDate"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specialistName"}}]}}]}}]} as unknown as DocumentNode<ProjectHoursAdminQuery, ProjectHoursAdminQueryVariables>;
export const CloseProjectMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseProjectMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeProjectMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CloseProjectMonthMutation, CloseProjectMonthMutationVariables>;
export const ApproveProjectMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveProjectMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveProjectMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<ApproveProjectMonthMutation, ApproveProjectMonthMutationVariables>;
export const CancelProjectMonthInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelProjectMonthInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectMonthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelProjectMonthInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<CancelProjectMonthInvoiceMutation, CancelProjectMonthInvoiceMutationVariables>;
export const SetProjectBillingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProjectBillingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectBillingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProjectBillingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<SetProjectBillingAddressMutation, SetProjectBillingAddressMutationVariables>;
export const MyProjectOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProjectOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProjectOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"inTeam"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"workMode"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<MyProjectOffersQuery, MyProjectOffersQueryVariables>;
export const AnswerProjectOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerProjectOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerProjectOfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerProjectOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AnswerProjectOfferMutation, AnswerProjectOfferMutationVariables>;
export const ProjectMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skill"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skill"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skill"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"remote"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"rateMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"employerPermission"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGrantedOn"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDocumentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"proposable"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"matchedSkills"}},{"kind":"Field","name":{"kind":"Name","value":"wantedSkills"}},{"kind":"Field","name":{"kind":"Name","value":"enoughHours"}},{"kind":"Field","name":{"kind":"Name","value":"availableInTime"}},{"kind":"Field","name":{"kind":"Name","value":"placeKind"}},{"kind":"Field","name":{"kind":"Name","value":"placeRegion"}},{"kind":"Field","name":{"kind":"Name","value":"offerStatus"}}]}}]}}]} as unknown as DocumentNode<ProjectMatchesQuery, ProjectMatchesQueryVariables>;
export const OfferProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<OfferProjectMutation, OfferProjectMutationVariables>;
export const ProjectProposalByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectProposalByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectProposalByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectProposalByTokenQuery, ProjectProposalByTokenQueryVariables>;
export const AnswerProjectProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerProjectProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerProjectProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerProjectProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AnswerProjectProposalMutation, AnswerProjectProposalMutationVariables>;
export const ProjectRequestByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectRequestByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectRequestByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"workMode"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"budgetMinEuros"}},{"kind":"Field","name":{"kind":"Name","value":"budgetMaxEuros"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectRequestByTokenQuery, ProjectRequestByTokenQueryVariables>;
export const ProjectRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"durationWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"workMode"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"budgetMinEuros"}},{"kind":"Field","name":{"kind":"Name","value":"budgetMaxEuros"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectRequestsQuery, ProjectRequestsQueryVariables>;
export const MoveProjectRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveProjectRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveProjectRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveProjectRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"closeReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<MoveProjectRequestMutation, MoveProjectRequestMutationVariables>;
export const ProjectTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"specialistUserId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMaxCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerIds"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectTeamQuery, ProjectTeamQueryVariables>;
export const SendProjectProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProjectProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendProjectProposalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProjectProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<SendProjectProposalMutation, SendProjectProposalMutationVariables>;
export const WithdrawProjectOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawProjectOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawProjectOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}}]} as unknown as DocumentNode<WithdrawProjectOfferMutation, WithdrawProjectOfferMutationVariables>;
export const MySpecialistTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySpecialistTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySpecialistTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialistTermsForm_terms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialistTermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialistTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"remote"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"rateMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"employerPermission"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGrantedOn"}},{"kind":"Field","name":{"kind":"Name","value":"hasPermissionDocument"}}]}}]} as unknown as DocumentNode<MySpecialistTermsQuery, MySpecialistTermsQueryVariables>;
export const UpdateMySpecialistTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMySpecialistTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialistTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMySpecialistTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialistTermsForm_terms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialistTermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialistTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"availableFrom"}},{"kind":"Field","name":{"kind":"Name","value":"remote"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"rateMinCents"}},{"kind":"Field","name":{"kind":"Name","value":"rateMaxCents"}},{"kind":"Field","name":{"kind":"Name","value":"employerPermission"}},{"kind":"Field","name":{"kind":"Name","value":"permissionGrantedOn"}},{"kind":"Field","name":{"kind":"Name","value":"hasPermissionDocument"}}]}}]} as unknown as DocumentNode<UpdateMySpecialistTermsMutation, UpdateMySpecialistTermsMutationVariables>;
export const MemberTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketThread_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketThread_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromTeam"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MemberTicketQuery, MemberTicketQueryVariables>;
export const AddTicketMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTicketMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTicketMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromTeam"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AddTicketMessageMutation, AddTicketMessageMutationVariables>;
export const MyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketListItem_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketListItem_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyTicketsQuery, MyTicketsQueryVariables>;
export const CreateTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<CreateTicketMutation, CreateTicketMutationVariables>;
export const AllTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketQueueItem_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketQueueItem_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AllTicketsQuery, AllTicketsQueryVariables>;
export const TicketQueueDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketQueueDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketThread_ticket"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketThread_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromTeam"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TicketQueueDetailQuery, TicketQueueDetailQueryVariables>;
export const ReplyToTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromTeam"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReplyToTicketMutation, ReplyToTicketMutationVariables>;
export const CloseTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CloseTicketMutation, CloseTicketMutationVariables>;
export const AcademyBenefitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"priorityRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"promoCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AcademyBenefitsQuery, AcademyBenefitsQueryVariables>;
export const AcademyWorkshopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademyWorkshops"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkshopFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshops"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"workshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AcademyWorkshopCard_workshop"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendarLink_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AcademyWorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopPrice_workshop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendarLink_workshop"}}]}}]} as unknown as DocumentNode<AcademyWorkshopsQuery, AcademyWorkshopsQueryVariables>;
export const MembersOnlyWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MembersOnlyWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugOrId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membersOnlyWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slugOrId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugOrId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<MembersOnlyWorkshopQuery, MembersOnlyWorkshopQueryVariables>;
export const PublicWorkshopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicWorkshops"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshops"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"workshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AcademyWorkshopCard_workshop"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendarLink_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AcademyWorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopPrice_workshop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendarLink_workshop"}}]}}]} as unknown as DocumentNode<PublicWorkshopsQuery, PublicWorkshopsQueryVariables>;
export const WorkshopDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugOrId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slugOrId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugOrId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"learningObjectives"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopFacts_workshop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopRegistrationCard_workshop"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopHeadTags_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopPrice_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberDiscountPercent"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopFacts_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopPrice_workshop"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopRegistrationCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"guestRegistrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"hostedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"memberPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopHeadTags_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]} as unknown as DocumentNode<WorkshopDetailQuery, WorkshopDetailQueryVariables>;
export const ViewerMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMembership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ViewerMembershipQuery, ViewerMembershipQueryVariables>;
export const MyWorkshopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWorkshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopCard_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopCard_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MyWorkshopsQuery, MyWorkshopsQueryVariables>;
export const DeleteWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkshopMutation, DeleteWorkshopMutationVariables>;
export const WorkshopPrerequisitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopPrerequisites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopPrerequisites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasProfile"}},{"kind":"Field","name":{"kind":"Name","value":"profileVisible"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<WorkshopPrerequisitesQuery, WorkshopPrerequisitesQueryVariables>;
export const CreateWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkshopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateWorkshopMutation, CreateWorkshopMutationVariables>;
export const UpdateWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkshopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkshopMutation, UpdateWorkshopMutationVariables>;
export const MoveWorkshopSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveWorkshopSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveWorkshopSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"offSchedule"}}]}}]}}]} as unknown as DocumentNode<MoveWorkshopSessionMutation, MoveWorkshopSessionMutationVariables>;
export const MessageSessionRegistrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MessageSessionRegistrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageSessionRegistrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<MessageSessionRegistrantsMutation, MessageSessionRegistrantsMutationVariables>;
export const ConfirmWorkshopSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmWorkshopSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmWorkshopSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runConfirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runConfirmedByHost"}}]}}]}}]} as unknown as DocumentNode<ConfirmWorkshopSessionMutation, ConfirmWorkshopSessionMutationVariables>;
export const CancelWorkshopSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWorkshopSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWorkshopSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<CancelWorkshopSessionMutation, CancelWorkshopSessionMutationVariables>;
export const WorkshopRegistrantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopRegistrants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"notifyHostOnRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipantsDecisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"offSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"runConfirmedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workshopAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"attended"}},{"kind":"Field","name":{"kind":"Name","value":"noShows"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workshopFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopId"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"host"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workshopRegistrants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workshopId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isMember"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}}]}}]}}]} as unknown as DocumentNode<WorkshopRegistrantsQuery, WorkshopRegistrantsQueryVariables>;
export const SetWorkshopRegistrationMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorkshopRegistrationMails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorkshopRegistrationMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notifyHostOnRegistration"}}]}}]}}]} as unknown as DocumentNode<SetWorkshopRegistrationMailsMutation, SetWorkshopRegistrationMailsMutationVariables>;
export const CancelRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}}]}}]}}]} as unknown as DocumentNode<CancelRegistrationMutation, CancelRegistrationMutationVariables>;
export const MyRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationItem_registration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberInvoice_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentState"}},{"kind":"Field","name":{"kind":"Name","value":"refundAccountGiven"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"pdfPath"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationItem_registration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Registration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationReason"}},{"kind":"Field","name":{"kind":"Name","value":"checkInCode"}},{"kind":"Field","name":{"kind":"Name","value":"joinPath"}},{"kind":"Field","name":{"kind":"Name","value":"workshop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberInvoice_invoice"}}]}}]}}]} as unknown as DocumentNode<MyRegistrationsQuery, MyRegistrationsQueryVariables>;
export const RegisterGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"joinWaitlist"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkout"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGuest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"joinWaitlist"},"value":{"kind":"Variable","name":{"kind":"Name","value":"joinWaitlist"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterGuestMutation, RegisterGuestMutationVariables>;
export const RegisterForWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"joinWaitlist"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkout"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"notes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notes"}}},{"kind":"Argument","name":{"kind":"Name","value":"joinWaitlist"},"value":{"kind":"Variable","name":{"kind":"Name","value":"joinWaitlist"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkout"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkout"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"grossCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterForWorkshopMutation, RegisterForWorkshopMutationVariables>;
export const SavePromoCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePromoCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromoCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePromoCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionDe"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"workshopId"}}]}}]}}]} as unknown as DocumentNode<SavePromoCodeMutation, SavePromoCodeMutationVariables>;
export const AdminPromoCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPromoCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPromoCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tool"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionDe"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"workshopId"}}]}}]}}]} as unknown as DocumentNode<AdminPromoCodesQuery, AdminPromoCodesQueryVariables>;
export const ApproveWorkshopTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWorkshopTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkshopTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}}]}}]}}]} as unknown as DocumentNode<ApproveWorkshopTextsMutation, ApproveWorkshopTextsMutationVariables>;
export const RejectWorkshopTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWorkshopTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWorkshopTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}}]}}]}}]} as unknown as DocumentNode<RejectWorkshopTextsMutation, RejectWorkshopTextsMutationVariables>;
export const ApproveWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]}}]} as unknown as DocumentNode<ApproveWorkshopMutation, ApproveWorkshopMutationVariables>;
export const RejectWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkshopRejectionInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RejectWorkshopMutation, RejectWorkshopMutationVariables>;
export const ApproveWorkshopPosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWorkshopPoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkshopPoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}}]}}]}}]} as unknown as DocumentNode<ApproveWorkshopPosterMutation, ApproveWorkshopPosterMutationVariables>;
export const RejectWorkshopPosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectWorkshopPoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectWorkshopPoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}}]}}]}}]} as unknown as DocumentNode<RejectWorkshopPosterMutation, RejectWorkshopPosterMutationVariables>;
export const PendingWorkshopsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingWorkshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingWorkshops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingWorkshopItem_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingWorkshopItem_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPosterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"creatorEmail"}}]}}]} as unknown as DocumentNode<PendingWorkshopsQuery, PendingWorkshopsQueryVariables>;
export const MarkWorkshopChangeReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkWorkshopChangeReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markWorkshopChangeReviewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}}]}}]}}]} as unknown as DocumentNode<MarkWorkshopChangeReviewedMutation, MarkWorkshopChangeReviewedMutationVariables>;
export const WorkshopChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkshopChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workshopChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopChangeItem_change"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopChangeItem_change"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkshopChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workshopTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<WorkshopChangesQuery, WorkshopChangesQueryVariables>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppVersion_appInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const MyWorkshopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWorkshop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkshop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkshopEditor_workshop"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkshopEditor_workshop"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workshop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pendingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"videoCallLink"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"minParticipantsDecisionHours"}},{"kind":"Field","name":{"kind":"Name","value":"learningObjectives"}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"guestRegistrationEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"posterUrl"}},{"kind":"Field","name":{"kind":"Name","value":"posterIsPdf"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceRule"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"skippedDates"}}]}}]} as unknown as DocumentNode<MyWorkshopQuery, MyWorkshopQueryVariables>;