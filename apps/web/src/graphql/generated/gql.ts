/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountEmailState {\n    me {\n      id\n      email\n      emailVerified\n      hasPassword\n    }\n    pendingEmailChange\n  }\n": typeof types.AccountEmailStateDocument,
    "\n  mutation AccountRequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": typeof types.AccountRequestEmailChangeDocument,
    "\n  query AccountPasswordState {\n    me {\n      id\n      hasPassword\n    }\n  }\n": typeof types.AccountPasswordStateDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountSetPassword($input: SetPasswordInput!) {\n    setPassword(input: $input)\n  }\n": typeof types.AccountSetPasswordDocument,
    "\n  query AccountProviders {\n    oauthStatus {\n      providers\n      hasPassword\n    }\n  }\n": typeof types.AccountProvidersDocument,
    "\n  mutation AccountUnlinkProvider($input: UnlinkProviderInput!) {\n    unlinkSignInProvider(input: $input) {\n      providers\n      hasPassword\n    }\n  }\n": typeof types.AccountUnlinkProviderDocument,
    "\n  query MySecurityEvents {\n    mySecurityEvents {\n      id\n      occurredAt\n      action\n      ip\n    }\n  }\n": typeof types.MySecurityEventsDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      id\n      signedInAt\n      lastUsedAt\n      userAgent\n      current\n    }\n  }\n": typeof types.AccountSessionsDocument,
    "\n  mutation AccountEndSession($input: EndSessionInput!) {\n    endAccountSession(input: $input)\n  }\n": typeof types.AccountEndSessionDocument,
    "\n  mutation AccountEndOtherSessions {\n    endOtherAccountSessions\n  }\n": typeof types.AccountEndOtherSessionsDocument,
    "\n  query AccountSecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      required\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.AccountSecondFactorsDocument,
    "\n  mutation AccountStartTotp {\n    startTotpSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": typeof types.AccountStartTotpDocument,
    "\n  mutation AccountConfirmTotp($input: TotpCodeInput!) {\n    confirmTotpSetup(input: $input)\n  }\n": typeof types.AccountConfirmTotpDocument,
    "\n  mutation AccountRemoveTotp($proof: SecondFactorProofInput!) {\n    removeTotp(proof: $proof)\n  }\n": typeof types.AccountRemoveTotpDocument,
    "\n  mutation AccountPasskeyOptions {\n    passkeyRegistrationOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n": typeof types.AccountPasskeyOptionsDocument,
    "\n  mutation AccountAddPasskey($input: AddPasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AccountAddPasskeyDocument,
    "\n  mutation AccountRenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AccountRenamePasskeyDocument,
    "\n  mutation AccountSecondFactorProofOptions {\n    secondFactorProofOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n": typeof types.AccountSecondFactorProofOptionsDocument,
    "\n  mutation AccountRemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n": typeof types.AccountRemovePasskeyDocument,
    "\n  query AfterSession($registrationId: ID!, $token: String) {\n    afterSession(registrationId: $registrationId, token: $token) {\n      registrationId\n      canGiveFeedback\n      feedbackGiven\n      materials {\n        id\n        title\n        kind\n        fileName\n        byteSize\n        url\n        downloadPath\n      }\n    }\n  }\n": typeof types.AfterSessionDocument,
    "\n  query FeedbackForm($registrationId: ID!, $token: String) {\n    feedbackForm(registrationId: $registrationId, token: $token) {\n      registrationId\n      workshopTitle\n      workshopSlug\n      sessionStartsAt\n      canGive\n      refusal\n      given {\n        id\n        overall\n        contentRating\n        hostRating\n        comment\n        showPublicly\n      }\n    }\n  }\n": typeof types.FeedbackFormDocument,
    "\n  mutation GiveFeedback($input: FeedbackInput!) {\n    giveFeedback(input: $input) {\n      id\n      overall\n      contentRating\n      hostRating\n      comment\n      showPublicly\n    }\n  }\n": typeof types.GiveFeedbackDocument,
    "\n  query HostAfterSession($workshopId: ID!) {\n    workshopFeedback(workshopId: $workshopId) {\n      workshopId\n      figures {\n        count\n        overall\n        content\n        host\n      }\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n      answers {\n        id\n        sessionId\n        overall\n        contentRating\n        hostRating\n        comment\n        firstName\n        commentHidden\n        createdAt\n      }\n    }\n    workshopMaterials(workshopId: $workshopId) {\n      id\n      title\n      audience\n      kind\n      sessionId\n      fileName\n      byteSize\n      url\n      downloadPath\n    }\n  }\n": typeof types.HostAfterSessionDocument,
    "\n  mutation AddMaterialLink($input: MaterialLinkInput!) {\n    addMaterialLink(input: $input) {\n      id\n    }\n  }\n": typeof types.AddMaterialLinkDocument,
    "\n  mutation DeleteMaterial($id: ID!) {\n    deleteMaterial(id: $id)\n  }\n": typeof types.DeleteMaterialDocument,
    "\n  mutation SetFeedbackCommentHidden($id: ID!, $hidden: Boolean!) {\n    setFeedbackCommentHidden(id: $id, hidden: $hidden) {\n      id\n      commentHidden\n    }\n  }\n": typeof types.SetFeedbackCommentHiddenDocument,
    "\n  query WorkshopFeedbackComments($workshopId: ID!) {\n    workshopFeedbackComments(workshopId: $workshopId) {\n      id\n      firstName\n      overall\n      comment\n      createdAt\n    }\n  }\n": typeof types.WorkshopFeedbackCommentsDocument,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": typeof types.AppVersion_AppInfoFragmentDoc,
    "\n  query AuditLog($filter: AuditLogFilterInput, $page: Int) {\n    auditLog(filter: $filter, page: $page) {\n      hasMore\n      entries {\n        id\n        occurredAt\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        ip\n        before\n        after\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query PriceTerms {\n    priceTerms {\n      smallBusiness\n      vatRatePercent\n    }\n  }\n": typeof types.PriceTermsDocument,
    "\n  fragment MemberInvoice_invoice on Invoice {\n    id\n    number\n    kind\n    grossCents\n    dueAt\n    paymentState\n    refundAccountGiven\n    cancelled\n    pdfPath\n  }\n": typeof types.MemberInvoice_InvoiceFragmentDoc,
    "\n  mutation SetRefundAccount($registrationId: ID!, $iban: String!) {\n    setRefundAccount(registrationId: $registrationId, iban: $iban)\n  }\n": typeof types.SetRefundAccountDocument,
    "\n  query MembershipBilling {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      nextInvoiceAt\n    }\n  }\n": typeof types.MembershipBillingDocument,
    "\n  query MyMembership {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      billingAddress {\n        name\n        company\n        street\n        postcode\n        city\n        country\n      }\n    }\n  }\n": typeof types.MyMembershipDocument,
    "\n  mutation StartMembership($acceptTerms: Boolean!, $billingAddress: BillingAddressInput) {\n    startMembership(acceptTerms: $acceptTerms, billingAddress: $billingAddress) {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n": typeof types.StartMembershipDocument,
    "\n  mutation EndMembership {\n    endMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n": typeof types.EndMembershipDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      id\n      description\n      issueDate\n      ...MemberInvoice_invoice\n    }\n  }\n": typeof types.MyInvoicesDocument,
    "\n  query PaymentOverview($show: String!, $first: Int!, $after: String) {\n    adminPaymentSessions(show: $show, first: $first, after: $after) {\n      items {\n        workshopId\n        sessionId\n        title\n        startsAt\n        openCount\n        openCents\n        paidCount\n        paidCents\n        cancelledCount\n        refundDueCents\n      }\n      nextCursor\n    }\n  }\n": typeof types.PaymentOverviewDocument,
    "\n  query PaymentsAdmin {\n    adminInvoices(state: \"open\") {\n      id\n      number\n      buyerName\n      buyerEmail\n      grossCents\n      dueAt\n      paymentState\n      cancelled\n      description\n    }\n  }\n": typeof types.PaymentsAdminDocument,
    "\n  mutation SetPaymentState($ids: [ID!]!, $state: String!) {\n    setPaymentState(ids: $ids, state: $state)\n  }\n": typeof types.SetPaymentStateDocument,
    "\n  mutation UndoPayment($ids: [ID!]!) {\n    undoPayment(ids: $ids)\n  }\n": typeof types.UndoPaymentDocument,
    "\n  mutation ImportBankStatement($xml: String!) {\n    importBankStatement(xml: $xml) {\n      matched {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      alreadyImported {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      unmatched {\n        entryRef\n        amountCents\n        remittance\n        debtorName\n        reason\n      }\n    }\n  }\n": typeof types.ImportBankStatementDocument,
    "\n  query AdminRefunds {\n    adminRefunds {\n      invoiceId\n      number\n      cancellationNumber\n      buyerName\n      buyerEmail\n      grossCents\n      cancelledAt\n      iban\n    }\n  }\n": typeof types.AdminRefundsDocument,
    "\n  mutation MarkRefunded($invoiceId: ID!) {\n    markRefunded(invoiceId: $invoiceId)\n  }\n": typeof types.MarkRefundedDocument,
    "\n  mutation TeamCancelBooking($input: TeamCancelBookingInput!) {\n    teamCancelBooking(input: $input)\n  }\n": typeof types.TeamCancelBookingDocument,
    "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n        mode\n      }\n    }\n  }\n": typeof types.SetConsultantAvailabilityDocument,
    "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      displayName\n      ...ConsultantEditor_consultant\n    }\n  }\n": typeof types.BookingAdminConsultantsDocument,
    "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": typeof types.CreateConsultantDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n      meetingMode\n      location\n    }\n  }\n": typeof types.BookConsultationDocument,
    "\n  mutation SetBookingQuestions($consultantId: ID!, $input: BookingQuestionsInput!) {\n    setBookingQuestions(consultantId: $consultantId, input: $input) {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": typeof types.SetBookingQuestionsDocument,
    "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": typeof types.CancellableBookingDocument,
    "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    location\n    meetingUrl\n    changeCutoffHours\n    maxReschedules\n    phoneField\n    availability {\n      weekday\n      startTime\n      endTime\n      mode\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n    bookingQuestions {\n      id\n      kind\n      labelDe\n      labelEn\n      required\n      options\n    }\n  }\n": typeof types.ConsultantEditor_ConsultantFragmentDoc,
    "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n      location\n      meetingUrl\n      changeCutoffHours\n      maxReschedules\n      phoneField\n    }\n  }\n": typeof types.UpdateConsultantDocument,
    "\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": typeof types.AddConsultantDayOffDocument,
    "\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": typeof types.RemoveConsultantDayOffDocument,
    "\n  query MyBookingQuestions {\n    myBookingQuestions {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": typeof types.MyBookingQuestionsDocument,
    "\n  query ReschedulableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantId\n      consultantName\n      start\n      end\n      cancelled\n      canReschedule\n      canCancel\n      reschedulesLeft\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": typeof types.ReschedulableBookingDocument,
    "\n  mutation RescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      consultantId\n      consultantName\n      start\n      end\n      meetingMode\n      location\n    }\n  }\n": typeof types.RescheduleBookingDocument,
    "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n      phoneField\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": typeof types.BookingConsultantsDocument,
    "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n      mode\n      consultant {\n        id\n        displayName\n        phoneField\n        questions {\n          id\n          kind\n          labelDe\n          labelEn\n          required\n          options\n        }\n      }\n    }\n  }\n": typeof types.BookingSlotsDocument,
    "\n  mutation TeamRescheduleBooking($input: TeamRescheduleBookingInput!) {\n    teamRescheduleBooking(input: $input)\n  }\n": typeof types.TeamRescheduleBookingDocument,
    "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n": typeof types.UpcomingBookingsDocument,
    "\n  query MyConsultations {\n    myConsultations {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n": typeof types.MyConsultationsDocument,
    "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      memberUrl\n      consultantUrl\n    }\n  }\n": typeof types.MyCalendarFeedsDocument,
    "\n  mutation RenewCalendarFeed($kind: CalendarFeedKind!) {\n    renewCalendarFeed(kind: $kind) {\n      memberUrl\n      consultantUrl\n    }\n  }\n": typeof types.RenewCalendarFeedDocument,
    "\n  mutation DiscoverCalendars($input: CaldavAccountInput!) {\n    discoverCalendars(input: $input) {\n      url\n      name\n    }\n  }\n": typeof types.DiscoverCalendarsDocument,
    "\n  mutation ConnectCaldavCalendar($input: ConnectCaldavCalendarInput!) {\n    connectCaldavCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n": typeof types.ConnectCaldavCalendarDocument,
    "\n  mutation ConnectIcalCalendar($input: ConnectIcalCalendarInput!) {\n    connectIcalCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n": typeof types.ConnectIcalCalendarDocument,
    "\n  query ConsultantCalendarConnections($consultantIds: [ID!]!) {\n    consultantCalendarConnections(consultantIds: $consultantIds) {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n": typeof types.ConsultantCalendarConnectionsDocument,
    "\n  query MyCalendarConnection {\n    myCalendarConnection {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n": typeof types.MyCalendarConnectionDocument,
    "\n  mutation DisconnectCalendar {\n    disconnectCalendar {\n      disconnected\n      oldCalendarEntries\n    }\n  }\n": typeof types.DisconnectCalendarDocument,
    "\n  query CertificateVerification($number: String!) {\n    certificateVerification(number: $number) {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n      revokedAt\n    }\n  }\n": typeof types.CertificateVerificationDocument,
    "\n  query MyCertificates {\n    myCertificates {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n    }\n  }\n": typeof types.MyCertificatesDocument,
    "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      id\n      status\n      revokedAt\n    }\n  }\n": typeof types.RevokeCertificateDocument,
    "\n  query AttendanceSheet($sessionId: ID!) {\n    attendanceSheet(sessionId: $sessionId) {\n      sessionId\n      canMark\n      lines {\n        registrationId\n        name\n        attended\n        checkedInAt\n        method\n      }\n    }\n  }\n": typeof types.AttendanceSheetDocument,
    "\n  mutation MarkAttendance($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      registrationId\n      attended\n      checkedInAt\n      method\n    }\n  }\n": typeof types.MarkAttendanceDocument,
    "\n  mutation AddCheckInHelper($input: CheckInHelperInput!) {\n    addCheckInHelper(input: $input)\n  }\n": typeof types.AddCheckInHelperDocument,
    "\n  mutation RemoveCheckInHelper($input: CheckInHelperInput!) {\n    removeCheckInHelper(input: $input)\n  }\n": typeof types.RemoveCheckInHelperDocument,
    "\n  query CheckInDesk($sessionId: ID!) {\n    checkInDesk(sessionId: $sessionId) {\n      sessionId\n      workshopId\n      title\n      startsAt\n      endsAt\n      role\n      checkedInCount\n      confirmedCount\n      helpers\n      attendees {\n        registrationId\n        name\n        status\n        checkedInAt\n        checkedInBy\n      }\n    }\n  }\n": typeof types.CheckInDeskDocument,
    "\n  mutation CheckIn($input: CheckInInput!) {\n    checkIn(input: $input) {\n      status\n      name\n      checkedInAt\n      checkedInBy\n      registrationId\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  mutation UndoCheckIn($sessionId: ID!, $registrationId: ID!) {\n    undoCheckIn(sessionId: $sessionId, registrationId: $registrationId)\n  }\n": typeof types.UndoCheckInDocument,
    "\n  query MyCheckInDeviceTokens {\n    myCheckInDeviceTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.MyCheckInDeviceTokensDocument,
    "\n  mutation CreateCheckInDeviceToken($input: CreateCheckInDeviceTokenInput!) {\n    createCheckInDeviceToken(input: $input) {\n      token\n      device {\n        id\n      }\n    }\n  }\n": typeof types.CreateCheckInDeviceTokenDocument,
    "\n  mutation RevokeCheckInDeviceToken($id: ID!) {\n    revokeCheckInDeviceToken(id: $id)\n  }\n": typeof types.RevokeCheckInDeviceTokenDocument,
    "\n  query MyCheckInSessions {\n    myCheckInSessions {\n      sessionId\n      workshopId\n      title\n      startsAt\n    }\n  }\n": typeof types.MyCheckInSessionsDocument,
    "\n  query FailedMails {\n    failedMails {\n      id\n      recipient\n      subject\n      lastError\n      attempts\n      failedAt\n    }\n  }\n": typeof types.FailedMailsDocument,
    "\n  mutation ResendFailedMail($id: ID!) {\n    resendFailedMail(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendFailedMailDocument,
    "\n  query HostMessages {\n    hostMessages {\n      id\n      hostName\n      hostEmail\n      workshopTitle\n      sessionStartsAt\n      sentAt\n      recipients\n      skipped\n      subject\n      body\n    }\n  }\n": typeof types.HostMessagesDocument,
    "\n  query AdminCounters {\n    adminCounters {\n      pendingApprovals\n      openTickets\n      failedMails\n      openPayments\n      newProjectRequests\n    }\n  }\n": typeof types.AdminCountersDocument,
    "\n  query MemberOverview {\n    myRegistrations {\n      id\n      status\n      workshop {\n        id\n        title\n      }\n      session {\n        id\n        startsAt\n      }\n    }\n    myInvoices {\n      id\n      paymentState\n    }\n    myTickets {\n      id\n      status\n    }\n  }\n": typeof types.MemberOverviewDocument,
    "\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n": typeof types.PendingProfileCard_ProfileFragmentDoc,
    "\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n": typeof types.PendingProfilesDocument,
    "\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": typeof types.ApproveProfileDocument,
    "\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": typeof types.RejectProfileDocument,
    "\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n": typeof types.ApprovalStatus_ProfileFragmentDoc,
    "\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n": typeof types.DeleteAccountDialog_UserFragmentDoc,
    "\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": typeof types.ProfileView_ProfileFragmentDoc,
    "\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n": typeof types.YourDataDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  query ProjectHoursByToken($token: String!) {\n    projectHoursByToken(token: $token) {\n      requestId\n      status\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n": typeof types.ProjectHoursByTokenDocument,
    "\n  mutation RecordProjectHours($input: ProjectHoursInput!) {\n    recordProjectHours(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordProjectHoursDocument,
    "\n  mutation ChangeProjectHours($input: ChangeProjectHoursInput!) {\n    changeProjectHours(input: $input) {\n      id\n    }\n  }\n": typeof types.ChangeProjectHoursDocument,
    "\n  query MyInvoicedProjectMonths {\n    myInvoicedProjectMonths {\n      requestId\n      company\n      month\n      hours\n      hourlyRateCents\n      amountCents\n      invoiceNumber\n      paymentState\n    }\n  }\n": typeof types.MyInvoicedProjectMonthsDocument,
    "\n  query MyProjectHours {\n    myProjectHours {\n      requestId\n      company\n      status\n      canRecord\n      firstDay\n      lastDay\n      hourlyRateCents\n      months {\n        month\n        status\n        totalHours\n        entries {\n          id\n          workDate\n          hours\n          description\n          editable\n        }\n      }\n    }\n  }\n": typeof types.MyProjectHoursDocument,
    "\n  mutation DeleteProjectHours($id: ID!) {\n    deleteProjectHours(id: $id)\n  }\n": typeof types.DeleteProjectHoursDocument,
    "\n  query ProjectTimeProjects {\n    running: projectRequests(status: \"RUNNING\") {\n      id\n      company\n    }\n    completed: projectRequests(status: \"COMPLETED\") {\n      id\n      company\n    }\n  }\n": typeof types.ProjectTimeProjectsDocument,
    "\n  query ProjectHoursAdmin($requestId: ID!) {\n    projectHours(requestId: $requestId) {\n      requestId\n      company\n      status\n      billingOrganisation\n      billingAddress\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n": typeof types.ProjectHoursAdminDocument,
    "\n  mutation CloseProjectMonth($input: ProjectMonthInput!) {\n    closeProjectMonth(input: $input) {\n      requestId\n    }\n  }\n": typeof types.CloseProjectMonthDocument,
    "\n  mutation ApproveProjectMonth($input: ProjectMonthInput!) {\n    approveProjectMonth(input: $input) {\n      requestId\n    }\n  }\n": typeof types.ApproveProjectMonthDocument,
    "\n  mutation CancelProjectMonthInvoice($input: ProjectMonthInput!) {\n    cancelProjectMonthInvoice(input: $input) {\n      requestId\n    }\n  }\n": typeof types.CancelProjectMonthInvoiceDocument,
    "\n  mutation SetProjectBillingAddress($input: ProjectBillingAddressInput!) {\n    setProjectBillingAddress(input: $input) {\n      requestId\n    }\n  }\n": typeof types.SetProjectBillingAddressDocument,
    "\n  fragment ProjectMonths_month on ProjectMonth {\n    month\n    status\n    totalHours\n    totalCents\n    invoiceNumber\n    cancelledInvoiceNumber\n    specialists {\n      name\n      hours\n      hourlyRateCents\n      amountCents\n    }\n    entries {\n      workDate\n      hours\n      description\n      specialistName\n    }\n  }\n": typeof types.ProjectMonths_MonthFragmentDoc,
    "\n  query MyProjectOffers {\n    myProjectOffers {\n      id\n      status\n      note\n      message\n      hourlyRateCents\n      offeredAt\n      inTeam\n      request {\n        id\n        description\n        skills\n        hoursPerWeek\n        startDate\n        durationWeeks\n        workMode\n        place\n        status\n      }\n      contact {\n        company\n        contactName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.MyProjectOffersDocument,
    "\n  mutation AnswerProjectOffer($input: AnswerProjectOfferInput!) {\n    answerProjectOffer(input: $input) {\n      id\n      status\n      message\n    }\n  }\n": typeof types.AnswerProjectOfferDocument,
    "\n  query ProjectMatches($requestId: ID!, $skill: String) {\n    projectMatches(requestId: $requestId, skill: $skill) {\n      userId\n      displayName\n      headline\n      skills\n      hoursPerWeek\n      availableFrom\n      remote\n      regions\n      rateMinCents\n      rateMaxCents\n      employerPermission\n      permissionGrantedOn\n      permissionDocumentUrl\n      proposable\n      score\n      matchedSkills\n      wantedSkills\n      enoughHours\n      availableInTime\n      placeKind\n      placeRegion\n      offerStatus\n    }\n  }\n": typeof types.ProjectMatchesDocument,
    "\n  mutation OfferProject($input: OfferProjectInput!) {\n    offerProject(input: $input) {\n      requestId\n    }\n  }\n": typeof types.OfferProjectDocument,
    "\n  query ProjectProposalByToken($token: String!) {\n    projectProposalByToken(token: $token) {\n      status\n      sentAt\n      comment\n      members {\n        displayName\n        headline\n        photoUrl\n        skills\n        hourlyRateCents\n      }\n    }\n  }\n": typeof types.ProjectProposalByTokenDocument,
    "\n  mutation AnswerProjectProposal($input: AnswerProjectProposalInput!) {\n    answerProjectProposal(input: $input)\n  }\n": typeof types.AnswerProjectProposalDocument,
    "\n  query ProjectRequestByToken($token: String!) {\n    projectRequestByToken(token: $token) {\n      id\n      company\n      contactName\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      createdAt\n      history {\n        fromStatus\n        toStatus\n        at\n      }\n    }\n  }\n": typeof types.ProjectRequestByTokenDocument,
    "\n  query ProjectRequests($status: String) {\n    projectRequests(status: $status) {\n      id\n      company\n      contactName\n      email\n      phone\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      locale\n      createdAt\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n": typeof types.ProjectRequestsDocument,
    "\n  mutation MoveProjectRequest($input: MoveProjectRequestInput!) {\n    moveProjectRequest(input: $input) {\n      id\n      status\n      closeReason\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n": typeof types.MoveProjectRequestDocument,
    "\n  query ProjectTeam($requestId: ID!) {\n    projectTeam(requestId: $requestId) {\n      requestId\n      offers {\n        id\n        specialistUserId\n        displayName\n        status\n        note\n        message\n        hourlyRateCents\n        rateMinCents\n        rateMaxCents\n      }\n      proposal {\n        id\n        status\n        comment\n        sentAt\n        offerIds\n      }\n    }\n  }\n": typeof types.ProjectTeamDocument,
    "\n  mutation SendProjectProposal($input: SendProjectProposalInput!) {\n    sendProjectProposal(input: $input) {\n      requestId\n    }\n  }\n": typeof types.SendProjectProposalDocument,
    "\n  mutation WithdrawProjectOffer($offerId: ID!) {\n    withdrawProjectOffer(offerId: $offerId) {\n      requestId\n    }\n  }\n": typeof types.WithdrawProjectOfferDocument,
    "\n  fragment SpecialistTermsForm_terms on SpecialistTerms {\n    hoursPerWeek\n    availableFrom\n    remote\n    regions\n    rateMinCents\n    rateMaxCents\n    employerPermission\n    permissionGrantedOn\n    hasPermissionDocument\n  }\n": typeof types.SpecialistTermsForm_TermsFragmentDoc,
    "\n  query MySpecialistTerms {\n    mySpecialistTerms {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n": typeof types.MySpecialistTermsDocument,
    "\n  mutation UpdateMySpecialistTerms($input: SpecialistTermsInput!) {\n    updateMySpecialistTerms(input: $input) {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n": typeof types.UpdateMySpecialistTermsDocument,
    "\n  query MemberTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n": typeof types.MemberTicketDocument,
    "\n  mutation AddTicketMessage($input: TicketMessageInput!) {\n    addTicketMessage(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.AddTicketMessageDocument,
    "\n  query MyTickets {\n    myTickets {\n      id\n      ...TicketListItem_ticket\n    }\n  }\n": typeof types.MyTicketsDocument,
    "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n    }\n  }\n": typeof types.CreateTicketDocument,
    "\n  fragment TicketListItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n  }\n": typeof types.TicketListItem_TicketFragmentDoc,
    "\n  query AllTickets($status: String) {\n    allTickets(status: $status) {\n      id\n      ...TicketQueueItem_ticket\n    }\n  }\n": typeof types.AllTicketsDocument,
    "\n  query TicketQueueDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n": typeof types.TicketQueueDetailDocument,
    "\n  mutation ReplyToTicket($input: TicketMessageInput!) {\n    replyToTicket(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n": typeof types.ReplyToTicketDocument,
    "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.CloseTicketDocument,
    "\n  fragment TicketQueueItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n  }\n": typeof types.TicketQueueItem_TicketFragmentDoc,
    "\n  fragment TicketThread_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    createdAt\n    owner {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      body\n      fromTeam\n      authorName\n      createdAt\n    }\n  }\n": typeof types.TicketThread_TicketFragmentDoc,
    "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n": typeof types.AcademyBenefitsDocument,
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    availableSpots\n    isFeatured\n    tags\n    posterUrl\n    posterIsPdf\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n    }\n    basePriceCents\n    memberPriceCents\n    myRegistration {\n      id\n      status\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n": typeof types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": typeof types.AcademyWorkshopsDocument,
    "\n  query MembersOnlyWorkshop($slugOrId: String!) {\n    membersOnlyWorkshop(slugOrId: $slugOrId) {\n      slug\n      title\n    }\n  }\n": typeof types.MembersOnlyWorkshopDocument,
    "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": typeof types.PublicWorkshopsDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      creatorName\n      ratingAverage\n      ratingCount\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n": typeof types.WorkshopDetailDocument,
    "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    category\n    maxParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    myRegistration {\n      id\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n  }\n": typeof types.WorkshopFacts_WorkshopFragmentDoc,
    "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    creatorName\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.WorkshopHeadTags_WorkshopFragmentDoc,
    "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n": typeof types.WorkshopPrice_WorkshopFragmentDoc,
    "\n  query ViewerMembership {\n    myMembership {\n      status\n    }\n  }\n": typeof types.ViewerMembershipDocument,
    "\n  query MyWorkshops {\n    myWorkshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n": typeof types.MyWorkshopsDocument,
    "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    description\n    format\n    location\n    videoCallLink\n    startTime\n    currentParticipants\n    maxParticipants\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    isApproved\n    status\n  }\n": typeof types.WorkshopCard_WorkshopFragmentDoc,
    "\n  mutation DeleteWorkshop($id: ID!) {\n    deleteWorkshop(id: $id)\n  }\n": typeof types.DeleteWorkshopDocument,
    "\n  fragment WorkshopEditor_workshop on Workshop {\n    id\n    title\n    description\n    pendingTitle\n    pendingDescription\n    category\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    maxParticipants\n    minParticipants\n    minParticipantsDecisionHours\n    learningObjectives\n    materials {\n      title\n    }\n    tags\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    basePriceCents\n    posterUrl\n    posterIsPdf\n    recurrenceRule\n    recurrenceEndDate\n    skippedDates\n  }\n": typeof types.WorkshopEditor_WorkshopFragmentDoc,
    "\n  query WorkshopPrerequisites {\n    workshopPrerequisites {\n      hasProfile\n      profileVisible\n      emailVerified\n    }\n  }\n": typeof types.WorkshopPrerequisitesDocument,
    "\n  mutation CreateWorkshop($input: CreateWorkshopInput!) {\n    createWorkshop(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateWorkshopDocument,
    "\n  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {\n    updateWorkshop(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateWorkshopDocument,
    "\n  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!, $reason: String) {\n    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime, reason: $reason) {\n      id\n      startsAt\n      offSchedule\n    }\n  }\n": typeof types.MoveWorkshopSessionDocument,
    "\n  mutation MessageSessionRegistrants($sessionId: ID!, $subject: String!, $body: String!) {\n    messageSessionRegistrants(sessionId: $sessionId, subject: $subject, body: $body) {\n      sent\n      skipped\n    }\n  }\n": typeof types.MessageSessionRegistrantsDocument,
    "\n  mutation ConfirmWorkshopSession($sessionId: ID!) {\n    confirmWorkshopSession(sessionId: $sessionId) {\n      id\n      runConfirmedAt\n      runConfirmedByHost\n    }\n  }\n": typeof types.ConfirmWorkshopSessionDocument,
    "\n  mutation CancelWorkshopSession($sessionId: ID!) {\n    cancelWorkshopSession(sessionId: $sessionId)\n  }\n": typeof types.CancelWorkshopSessionDocument,
    "\n  query WorkshopRegistrants($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      title\n      notifyHostOnRegistration\n      minParticipants\n      minParticipantsDecisionHours\n      sessions {\n        id\n        startsAt\n        capacity\n        registeredCount\n        offSchedule\n        runConfirmedAt\n      }\n    }\n    workshopAttendance(workshopId: $id) {\n      sessionId\n      startsAt\n      endsAt\n      registered\n      attended\n      noShows\n    }\n    workshopFeedback(workshopId: $id) {\n      workshopId\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n    }\n    workshopRegistrants(workshopId: $id) {\n      id\n      sessionId\n      name\n      email\n      status\n      isMember\n      notes\n      paymentState\n    }\n  }\n": typeof types.WorkshopRegistrantsDocument,
    "\n  mutation SetWorkshopRegistrationMails($id: ID!, $enabled: Boolean!) {\n    setWorkshopRegistrationMails(id: $id, enabled: $enabled) {\n      id\n      notifyHostOnRegistration\n    }\n  }\n": typeof types.SetWorkshopRegistrationMailsDocument,
    "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n": typeof types.CancelRegistrationDocument,
    "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    checkInCode\n    joinPath\n    workshop {\n      id\n      slug\n      title\n      format\n    }\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    invoices {\n      id\n      ...MemberInvoice_invoice\n    }\n  }\n": typeof types.MyRegistrationItem_RegistrationFragmentDoc,
    "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n": typeof types.MyRegistrationsDocument,
    "\n  mutation RegisterGuest(\n    $sessionId: ID!\n    $name: String!\n    $email: String!\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerGuest(\n      sessionId: $sessionId\n      name: $name\n      email: $email\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n": typeof types.RegisterGuestDocument,
    "\n  mutation RegisterForWorkshop(\n    $sessionId: ID!\n    $notes: String\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerForWorkshop(\n      sessionId: $sessionId\n      notes: $notes\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n": typeof types.RegisterForWorkshopDocument,
    "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    slug\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    hostedByMe\n    basePriceCents\n    memberPriceCents\n    format\n    location\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n": typeof types.WorkshopRegistrationCard_WorkshopFragmentDoc,
    "\n  mutation SavePromoCode($input: PromoCodeInput!) {\n    savePromoCode(input: $input) {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n": typeof types.SavePromoCodeDocument,
    "\n  query AdminPromoCodes {\n    adminPromoCodes {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n": typeof types.AdminPromoCodesDocument,
    "\n  mutation ApproveWorkshopTexts($id: ID!) {\n    approveWorkshopTexts(id: $id) {\n      id\n      title\n      description\n      pendingTitle\n      pendingDescription\n    }\n  }\n": typeof types.ApproveWorkshopTextsDocument,
    "\n  mutation RejectWorkshopTexts($id: ID!) {\n    rejectWorkshopTexts(id: $id) {\n      id\n      pendingTitle\n      pendingDescription\n    }\n  }\n": typeof types.RejectWorkshopTextsDocument,
    "\n  fragment PendingWorkshopItem_workshop on Workshop {\n    id\n    title\n    description\n    startTime\n    durationMinutes\n    maxParticipants\n    format\n    location\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    pendingPosterIsPdf\n    pendingTitle\n    pendingDescription\n    isApproved\n    creatorName\n    creatorEmail\n  }\n": typeof types.PendingWorkshopItem_WorkshopFragmentDoc,
    "\n  mutation ApproveWorkshop($id: ID!) {\n    approveWorkshop(id: $id) {\n      id\n      isApproved\n    }\n  }\n": typeof types.ApproveWorkshopDocument,
    "\n  mutation RejectWorkshop($id: ID!, $input: WorkshopRejectionInput) {\n    rejectWorkshop(id: $id, input: $input)\n  }\n": typeof types.RejectWorkshopDocument,
    "\n  mutation ApproveWorkshopPoster($id: ID!) {\n    approveWorkshopPoster(id: $id) {\n      id\n      posterUrl\n      pendingPosterUrl\n    }\n  }\n": typeof types.ApproveWorkshopPosterDocument,
    "\n  mutation RejectWorkshopPoster($id: ID!) {\n    rejectWorkshopPoster(id: $id) {\n      id\n      pendingPosterUrl\n    }\n  }\n": typeof types.RejectWorkshopPosterDocument,
    "\n  query PendingWorkshops {\n    pendingWorkshops {\n      id\n      ...PendingWorkshopItem_workshop\n    }\n  }\n": typeof types.PendingWorkshopsDocument,
    "\n  fragment WorkshopChangeItem_change on WorkshopChange {\n    id\n    workshopTitle\n    createdAt\n    isReviewed\n    changes\n  }\n": typeof types.WorkshopChangeItem_ChangeFragmentDoc,
    "\n  mutation MarkWorkshopChangeReviewed($id: ID!) {\n    markWorkshopChangeReviewed(id: $id) {\n      id\n      isReviewed\n    }\n  }\n": typeof types.MarkWorkshopChangeReviewedDocument,
    "\n  query WorkshopChanges {\n    workshopChanges {\n      id\n      isReviewed\n      ...WorkshopChangeItem_change\n    }\n  }\n": typeof types.WorkshopChangesDocument,
    "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n": typeof types.AddToCalendarLink_WorkshopFragmentDoc,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": typeof types.AppInfoDocument,
    "\n  query MyWorkshop($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      ...WorkshopEditor_workshop\n    }\n  }\n": typeof types.MyWorkshopDocument,
};
const documents: Documents = {
    "\n  query AccountEmailState {\n    me {\n      id\n      email\n      emailVerified\n      hasPassword\n    }\n    pendingEmailChange\n  }\n": types.AccountEmailStateDocument,
    "\n  mutation AccountRequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": types.AccountRequestEmailChangeDocument,
    "\n  query AccountPasswordState {\n    me {\n      id\n      hasPassword\n    }\n  }\n": types.AccountPasswordStateDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountSetPassword($input: SetPasswordInput!) {\n    setPassword(input: $input)\n  }\n": types.AccountSetPasswordDocument,
    "\n  query AccountProviders {\n    oauthStatus {\n      providers\n      hasPassword\n    }\n  }\n": types.AccountProvidersDocument,
    "\n  mutation AccountUnlinkProvider($input: UnlinkProviderInput!) {\n    unlinkSignInProvider(input: $input) {\n      providers\n      hasPassword\n    }\n  }\n": types.AccountUnlinkProviderDocument,
    "\n  query MySecurityEvents {\n    mySecurityEvents {\n      id\n      occurredAt\n      action\n      ip\n    }\n  }\n": types.MySecurityEventsDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      id\n      signedInAt\n      lastUsedAt\n      userAgent\n      current\n    }\n  }\n": types.AccountSessionsDocument,
    "\n  mutation AccountEndSession($input: EndSessionInput!) {\n    endAccountSession(input: $input)\n  }\n": types.AccountEndSessionDocument,
    "\n  mutation AccountEndOtherSessions {\n    endOtherAccountSessions\n  }\n": types.AccountEndOtherSessionsDocument,
    "\n  query AccountSecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      required\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.AccountSecondFactorsDocument,
    "\n  mutation AccountStartTotp {\n    startTotpSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n": types.AccountStartTotpDocument,
    "\n  mutation AccountConfirmTotp($input: TotpCodeInput!) {\n    confirmTotpSetup(input: $input)\n  }\n": types.AccountConfirmTotpDocument,
    "\n  mutation AccountRemoveTotp($proof: SecondFactorProofInput!) {\n    removeTotp(proof: $proof)\n  }\n": types.AccountRemoveTotpDocument,
    "\n  mutation AccountPasskeyOptions {\n    passkeyRegistrationOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n": types.AccountPasskeyOptionsDocument,
    "\n  mutation AccountAddPasskey($input: AddPasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n    }\n  }\n": types.AccountAddPasskeyDocument,
    "\n  mutation AccountRenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n": types.AccountRenamePasskeyDocument,
    "\n  mutation AccountSecondFactorProofOptions {\n    secondFactorProofOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n": types.AccountSecondFactorProofOptionsDocument,
    "\n  mutation AccountRemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n": types.AccountRemovePasskeyDocument,
    "\n  query AfterSession($registrationId: ID!, $token: String) {\n    afterSession(registrationId: $registrationId, token: $token) {\n      registrationId\n      canGiveFeedback\n      feedbackGiven\n      materials {\n        id\n        title\n        kind\n        fileName\n        byteSize\n        url\n        downloadPath\n      }\n    }\n  }\n": types.AfterSessionDocument,
    "\n  query FeedbackForm($registrationId: ID!, $token: String) {\n    feedbackForm(registrationId: $registrationId, token: $token) {\n      registrationId\n      workshopTitle\n      workshopSlug\n      sessionStartsAt\n      canGive\n      refusal\n      given {\n        id\n        overall\n        contentRating\n        hostRating\n        comment\n        showPublicly\n      }\n    }\n  }\n": types.FeedbackFormDocument,
    "\n  mutation GiveFeedback($input: FeedbackInput!) {\n    giveFeedback(input: $input) {\n      id\n      overall\n      contentRating\n      hostRating\n      comment\n      showPublicly\n    }\n  }\n": types.GiveFeedbackDocument,
    "\n  query HostAfterSession($workshopId: ID!) {\n    workshopFeedback(workshopId: $workshopId) {\n      workshopId\n      figures {\n        count\n        overall\n        content\n        host\n      }\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n      answers {\n        id\n        sessionId\n        overall\n        contentRating\n        hostRating\n        comment\n        firstName\n        commentHidden\n        createdAt\n      }\n    }\n    workshopMaterials(workshopId: $workshopId) {\n      id\n      title\n      audience\n      kind\n      sessionId\n      fileName\n      byteSize\n      url\n      downloadPath\n    }\n  }\n": types.HostAfterSessionDocument,
    "\n  mutation AddMaterialLink($input: MaterialLinkInput!) {\n    addMaterialLink(input: $input) {\n      id\n    }\n  }\n": types.AddMaterialLinkDocument,
    "\n  mutation DeleteMaterial($id: ID!) {\n    deleteMaterial(id: $id)\n  }\n": types.DeleteMaterialDocument,
    "\n  mutation SetFeedbackCommentHidden($id: ID!, $hidden: Boolean!) {\n    setFeedbackCommentHidden(id: $id, hidden: $hidden) {\n      id\n      commentHidden\n    }\n  }\n": types.SetFeedbackCommentHiddenDocument,
    "\n  query WorkshopFeedbackComments($workshopId: ID!) {\n    workshopFeedbackComments(workshopId: $workshopId) {\n      id\n      firstName\n      overall\n      comment\n      createdAt\n    }\n  }\n": types.WorkshopFeedbackCommentsDocument,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": types.AppVersion_AppInfoFragmentDoc,
    "\n  query AuditLog($filter: AuditLogFilterInput, $page: Int) {\n    auditLog(filter: $filter, page: $page) {\n      hasMore\n      entries {\n        id\n        occurredAt\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        ip\n        before\n        after\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query PriceTerms {\n    priceTerms {\n      smallBusiness\n      vatRatePercent\n    }\n  }\n": types.PriceTermsDocument,
    "\n  fragment MemberInvoice_invoice on Invoice {\n    id\n    number\n    kind\n    grossCents\n    dueAt\n    paymentState\n    refundAccountGiven\n    cancelled\n    pdfPath\n  }\n": types.MemberInvoice_InvoiceFragmentDoc,
    "\n  mutation SetRefundAccount($registrationId: ID!, $iban: String!) {\n    setRefundAccount(registrationId: $registrationId, iban: $iban)\n  }\n": types.SetRefundAccountDocument,
    "\n  query MembershipBilling {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      nextInvoiceAt\n    }\n  }\n": types.MembershipBillingDocument,
    "\n  query MyMembership {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      billingAddress {\n        name\n        company\n        street\n        postcode\n        city\n        country\n      }\n    }\n  }\n": types.MyMembershipDocument,
    "\n  mutation StartMembership($acceptTerms: Boolean!, $billingAddress: BillingAddressInput) {\n    startMembership(acceptTerms: $acceptTerms, billingAddress: $billingAddress) {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n": types.StartMembershipDocument,
    "\n  mutation EndMembership {\n    endMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n": types.EndMembershipDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      id\n      description\n      issueDate\n      ...MemberInvoice_invoice\n    }\n  }\n": types.MyInvoicesDocument,
    "\n  query PaymentOverview($show: String!, $first: Int!, $after: String) {\n    adminPaymentSessions(show: $show, first: $first, after: $after) {\n      items {\n        workshopId\n        sessionId\n        title\n        startsAt\n        openCount\n        openCents\n        paidCount\n        paidCents\n        cancelledCount\n        refundDueCents\n      }\n      nextCursor\n    }\n  }\n": types.PaymentOverviewDocument,
    "\n  query PaymentsAdmin {\n    adminInvoices(state: \"open\") {\n      id\n      number\n      buyerName\n      buyerEmail\n      grossCents\n      dueAt\n      paymentState\n      cancelled\n      description\n    }\n  }\n": types.PaymentsAdminDocument,
    "\n  mutation SetPaymentState($ids: [ID!]!, $state: String!) {\n    setPaymentState(ids: $ids, state: $state)\n  }\n": types.SetPaymentStateDocument,
    "\n  mutation UndoPayment($ids: [ID!]!) {\n    undoPayment(ids: $ids)\n  }\n": types.UndoPaymentDocument,
    "\n  mutation ImportBankStatement($xml: String!) {\n    importBankStatement(xml: $xml) {\n      matched {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      alreadyImported {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      unmatched {\n        entryRef\n        amountCents\n        remittance\n        debtorName\n        reason\n      }\n    }\n  }\n": types.ImportBankStatementDocument,
    "\n  query AdminRefunds {\n    adminRefunds {\n      invoiceId\n      number\n      cancellationNumber\n      buyerName\n      buyerEmail\n      grossCents\n      cancelledAt\n      iban\n    }\n  }\n": types.AdminRefundsDocument,
    "\n  mutation MarkRefunded($invoiceId: ID!) {\n    markRefunded(invoiceId: $invoiceId)\n  }\n": types.MarkRefundedDocument,
    "\n  mutation TeamCancelBooking($input: TeamCancelBookingInput!) {\n    teamCancelBooking(input: $input)\n  }\n": types.TeamCancelBookingDocument,
    "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n        mode\n      }\n    }\n  }\n": types.SetConsultantAvailabilityDocument,
    "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      displayName\n      ...ConsultantEditor_consultant\n    }\n  }\n": types.BookingAdminConsultantsDocument,
    "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": types.CreateConsultantDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n      meetingMode\n      location\n    }\n  }\n": types.BookConsultationDocument,
    "\n  mutation SetBookingQuestions($consultantId: ID!, $input: BookingQuestionsInput!) {\n    setBookingQuestions(consultantId: $consultantId, input: $input) {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": types.SetBookingQuestionsDocument,
    "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": types.CancellableBookingDocument,
    "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": types.CancelBookingDocument,
    "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    location\n    meetingUrl\n    changeCutoffHours\n    maxReschedules\n    phoneField\n    availability {\n      weekday\n      startTime\n      endTime\n      mode\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n    bookingQuestions {\n      id\n      kind\n      labelDe\n      labelEn\n      required\n      options\n    }\n  }\n": types.ConsultantEditor_ConsultantFragmentDoc,
    "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n      location\n      meetingUrl\n      changeCutoffHours\n      maxReschedules\n      phoneField\n    }\n  }\n": types.UpdateConsultantDocument,
    "\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": types.AddConsultantDayOffDocument,
    "\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": types.RemoveConsultantDayOffDocument,
    "\n  query MyBookingQuestions {\n    myBookingQuestions {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": types.MyBookingQuestionsDocument,
    "\n  query ReschedulableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantId\n      consultantName\n      start\n      end\n      cancelled\n      canReschedule\n      canCancel\n      reschedulesLeft\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n": types.ReschedulableBookingDocument,
    "\n  mutation RescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      consultantId\n      consultantName\n      start\n      end\n      meetingMode\n      location\n    }\n  }\n": types.RescheduleBookingDocument,
    "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n      phoneField\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n": types.BookingConsultantsDocument,
    "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n      mode\n      consultant {\n        id\n        displayName\n        phoneField\n        questions {\n          id\n          kind\n          labelDe\n          labelEn\n          required\n          options\n        }\n      }\n    }\n  }\n": types.BookingSlotsDocument,
    "\n  mutation TeamRescheduleBooking($input: TeamRescheduleBookingInput!) {\n    teamRescheduleBooking(input: $input)\n  }\n": types.TeamRescheduleBookingDocument,
    "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n": types.UpcomingBookingsDocument,
    "\n  query MyConsultations {\n    myConsultations {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n": types.MyConsultationsDocument,
    "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      memberUrl\n      consultantUrl\n    }\n  }\n": types.MyCalendarFeedsDocument,
    "\n  mutation RenewCalendarFeed($kind: CalendarFeedKind!) {\n    renewCalendarFeed(kind: $kind) {\n      memberUrl\n      consultantUrl\n    }\n  }\n": types.RenewCalendarFeedDocument,
    "\n  mutation DiscoverCalendars($input: CaldavAccountInput!) {\n    discoverCalendars(input: $input) {\n      url\n      name\n    }\n  }\n": types.DiscoverCalendarsDocument,
    "\n  mutation ConnectCaldavCalendar($input: ConnectCaldavCalendarInput!) {\n    connectCaldavCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n": types.ConnectCaldavCalendarDocument,
    "\n  mutation ConnectIcalCalendar($input: ConnectIcalCalendarInput!) {\n    connectIcalCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n": types.ConnectIcalCalendarDocument,
    "\n  query ConsultantCalendarConnections($consultantIds: [ID!]!) {\n    consultantCalendarConnections(consultantIds: $consultantIds) {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n": types.ConsultantCalendarConnectionsDocument,
    "\n  query MyCalendarConnection {\n    myCalendarConnection {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n": types.MyCalendarConnectionDocument,
    "\n  mutation DisconnectCalendar {\n    disconnectCalendar {\n      disconnected\n      oldCalendarEntries\n    }\n  }\n": types.DisconnectCalendarDocument,
    "\n  query CertificateVerification($number: String!) {\n    certificateVerification(number: $number) {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n      revokedAt\n    }\n  }\n": types.CertificateVerificationDocument,
    "\n  query MyCertificates {\n    myCertificates {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n    }\n  }\n": types.MyCertificatesDocument,
    "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      id\n      status\n      revokedAt\n    }\n  }\n": types.RevokeCertificateDocument,
    "\n  query AttendanceSheet($sessionId: ID!) {\n    attendanceSheet(sessionId: $sessionId) {\n      sessionId\n      canMark\n      lines {\n        registrationId\n        name\n        attended\n        checkedInAt\n        method\n      }\n    }\n  }\n": types.AttendanceSheetDocument,
    "\n  mutation MarkAttendance($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      registrationId\n      attended\n      checkedInAt\n      method\n    }\n  }\n": types.MarkAttendanceDocument,
    "\n  mutation AddCheckInHelper($input: CheckInHelperInput!) {\n    addCheckInHelper(input: $input)\n  }\n": types.AddCheckInHelperDocument,
    "\n  mutation RemoveCheckInHelper($input: CheckInHelperInput!) {\n    removeCheckInHelper(input: $input)\n  }\n": types.RemoveCheckInHelperDocument,
    "\n  query CheckInDesk($sessionId: ID!) {\n    checkInDesk(sessionId: $sessionId) {\n      sessionId\n      workshopId\n      title\n      startsAt\n      endsAt\n      role\n      checkedInCount\n      confirmedCount\n      helpers\n      attendees {\n        registrationId\n        name\n        status\n        checkedInAt\n        checkedInBy\n      }\n    }\n  }\n": types.CheckInDeskDocument,
    "\n  mutation CheckIn($input: CheckInInput!) {\n    checkIn(input: $input) {\n      status\n      name\n      checkedInAt\n      checkedInBy\n      registrationId\n    }\n  }\n": types.CheckInDocument,
    "\n  mutation UndoCheckIn($sessionId: ID!, $registrationId: ID!) {\n    undoCheckIn(sessionId: $sessionId, registrationId: $registrationId)\n  }\n": types.UndoCheckInDocument,
    "\n  query MyCheckInDeviceTokens {\n    myCheckInDeviceTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.MyCheckInDeviceTokensDocument,
    "\n  mutation CreateCheckInDeviceToken($input: CreateCheckInDeviceTokenInput!) {\n    createCheckInDeviceToken(input: $input) {\n      token\n      device {\n        id\n      }\n    }\n  }\n": types.CreateCheckInDeviceTokenDocument,
    "\n  mutation RevokeCheckInDeviceToken($id: ID!) {\n    revokeCheckInDeviceToken(id: $id)\n  }\n": types.RevokeCheckInDeviceTokenDocument,
    "\n  query MyCheckInSessions {\n    myCheckInSessions {\n      sessionId\n      workshopId\n      title\n      startsAt\n    }\n  }\n": types.MyCheckInSessionsDocument,
    "\n  query FailedMails {\n    failedMails {\n      id\n      recipient\n      subject\n      lastError\n      attempts\n      failedAt\n    }\n  }\n": types.FailedMailsDocument,
    "\n  mutation ResendFailedMail($id: ID!) {\n    resendFailedMail(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResendFailedMailDocument,
    "\n  query HostMessages {\n    hostMessages {\n      id\n      hostName\n      hostEmail\n      workshopTitle\n      sessionStartsAt\n      sentAt\n      recipients\n      skipped\n      subject\n      body\n    }\n  }\n": types.HostMessagesDocument,
    "\n  query AdminCounters {\n    adminCounters {\n      pendingApprovals\n      openTickets\n      failedMails\n      openPayments\n      newProjectRequests\n    }\n  }\n": types.AdminCountersDocument,
    "\n  query MemberOverview {\n    myRegistrations {\n      id\n      status\n      workshop {\n        id\n        title\n      }\n      session {\n        id\n        startsAt\n      }\n    }\n    myInvoices {\n      id\n      paymentState\n    }\n    myTickets {\n      id\n      status\n    }\n  }\n": types.MemberOverviewDocument,
    "\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n": types.PendingProfileCard_ProfileFragmentDoc,
    "\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n": types.PendingProfilesDocument,
    "\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": types.ApproveProfileDocument,
    "\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": types.RejectProfileDocument,
    "\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n": types.ApprovalStatus_ProfileFragmentDoc,
    "\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n": types.DeleteAccountDialog_UserFragmentDoc,
    "\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n": types.MyProfileDocument,
    "\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": types.ProfileView_ProfileFragmentDoc,
    "\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n": types.YourDataDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
    "\n  query ProjectHoursByToken($token: String!) {\n    projectHoursByToken(token: $token) {\n      requestId\n      status\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n": types.ProjectHoursByTokenDocument,
    "\n  mutation RecordProjectHours($input: ProjectHoursInput!) {\n    recordProjectHours(input: $input) {\n      id\n    }\n  }\n": types.RecordProjectHoursDocument,
    "\n  mutation ChangeProjectHours($input: ChangeProjectHoursInput!) {\n    changeProjectHours(input: $input) {\n      id\n    }\n  }\n": types.ChangeProjectHoursDocument,
    "\n  query MyInvoicedProjectMonths {\n    myInvoicedProjectMonths {\n      requestId\n      company\n      month\n      hours\n      hourlyRateCents\n      amountCents\n      invoiceNumber\n      paymentState\n    }\n  }\n": types.MyInvoicedProjectMonthsDocument,
    "\n  query MyProjectHours {\n    myProjectHours {\n      requestId\n      company\n      status\n      canRecord\n      firstDay\n      lastDay\n      hourlyRateCents\n      months {\n        month\n        status\n        totalHours\n        entries {\n          id\n          workDate\n          hours\n          description\n          editable\n        }\n      }\n    }\n  }\n": types.MyProjectHoursDocument,
    "\n  mutation DeleteProjectHours($id: ID!) {\n    deleteProjectHours(id: $id)\n  }\n": types.DeleteProjectHoursDocument,
    "\n  query ProjectTimeProjects {\n    running: projectRequests(status: \"RUNNING\") {\n      id\n      company\n    }\n    completed: projectRequests(status: \"COMPLETED\") {\n      id\n      company\n    }\n  }\n": types.ProjectTimeProjectsDocument,
    "\n  query ProjectHoursAdmin($requestId: ID!) {\n    projectHours(requestId: $requestId) {\n      requestId\n      company\n      status\n      billingOrganisation\n      billingAddress\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n": types.ProjectHoursAdminDocument,
    "\n  mutation CloseProjectMonth($input: ProjectMonthInput!) {\n    closeProjectMonth(input: $input) {\n      requestId\n    }\n  }\n": types.CloseProjectMonthDocument,
    "\n  mutation ApproveProjectMonth($input: ProjectMonthInput!) {\n    approveProjectMonth(input: $input) {\n      requestId\n    }\n  }\n": types.ApproveProjectMonthDocument,
    "\n  mutation CancelProjectMonthInvoice($input: ProjectMonthInput!) {\n    cancelProjectMonthInvoice(input: $input) {\n      requestId\n    }\n  }\n": types.CancelProjectMonthInvoiceDocument,
    "\n  mutation SetProjectBillingAddress($input: ProjectBillingAddressInput!) {\n    setProjectBillingAddress(input: $input) {\n      requestId\n    }\n  }\n": types.SetProjectBillingAddressDocument,
    "\n  fragment ProjectMonths_month on ProjectMonth {\n    month\n    status\n    totalHours\n    totalCents\n    invoiceNumber\n    cancelledInvoiceNumber\n    specialists {\n      name\n      hours\n      hourlyRateCents\n      amountCents\n    }\n    entries {\n      workDate\n      hours\n      description\n      specialistName\n    }\n  }\n": types.ProjectMonths_MonthFragmentDoc,
    "\n  query MyProjectOffers {\n    myProjectOffers {\n      id\n      status\n      note\n      message\n      hourlyRateCents\n      offeredAt\n      inTeam\n      request {\n        id\n        description\n        skills\n        hoursPerWeek\n        startDate\n        durationWeeks\n        workMode\n        place\n        status\n      }\n      contact {\n        company\n        contactName\n        email\n        phone\n      }\n    }\n  }\n": types.MyProjectOffersDocument,
    "\n  mutation AnswerProjectOffer($input: AnswerProjectOfferInput!) {\n    answerProjectOffer(input: $input) {\n      id\n      status\n      message\n    }\n  }\n": types.AnswerProjectOfferDocument,
    "\n  query ProjectMatches($requestId: ID!, $skill: String) {\n    projectMatches(requestId: $requestId, skill: $skill) {\n      userId\n      displayName\n      headline\n      skills\n      hoursPerWeek\n      availableFrom\n      remote\n      regions\n      rateMinCents\n      rateMaxCents\n      employerPermission\n      permissionGrantedOn\n      permissionDocumentUrl\n      proposable\n      score\n      matchedSkills\n      wantedSkills\n      enoughHours\n      availableInTime\n      placeKind\n      placeRegion\n      offerStatus\n    }\n  }\n": types.ProjectMatchesDocument,
    "\n  mutation OfferProject($input: OfferProjectInput!) {\n    offerProject(input: $input) {\n      requestId\n    }\n  }\n": types.OfferProjectDocument,
    "\n  query ProjectProposalByToken($token: String!) {\n    projectProposalByToken(token: $token) {\n      status\n      sentAt\n      comment\n      members {\n        displayName\n        headline\n        photoUrl\n        skills\n        hourlyRateCents\n      }\n    }\n  }\n": types.ProjectProposalByTokenDocument,
    "\n  mutation AnswerProjectProposal($input: AnswerProjectProposalInput!) {\n    answerProjectProposal(input: $input)\n  }\n": types.AnswerProjectProposalDocument,
    "\n  query ProjectRequestByToken($token: String!) {\n    projectRequestByToken(token: $token) {\n      id\n      company\n      contactName\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      createdAt\n      history {\n        fromStatus\n        toStatus\n        at\n      }\n    }\n  }\n": types.ProjectRequestByTokenDocument,
    "\n  query ProjectRequests($status: String) {\n    projectRequests(status: $status) {\n      id\n      company\n      contactName\n      email\n      phone\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      locale\n      createdAt\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n": types.ProjectRequestsDocument,
    "\n  mutation MoveProjectRequest($input: MoveProjectRequestInput!) {\n    moveProjectRequest(input: $input) {\n      id\n      status\n      closeReason\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n": types.MoveProjectRequestDocument,
    "\n  query ProjectTeam($requestId: ID!) {\n    projectTeam(requestId: $requestId) {\n      requestId\n      offers {\n        id\n        specialistUserId\n        displayName\n        status\n        note\n        message\n        hourlyRateCents\n        rateMinCents\n        rateMaxCents\n      }\n      proposal {\n        id\n        status\n        comment\n        sentAt\n        offerIds\n      }\n    }\n  }\n": types.ProjectTeamDocument,
    "\n  mutation SendProjectProposal($input: SendProjectProposalInput!) {\n    sendProjectProposal(input: $input) {\n      requestId\n    }\n  }\n": types.SendProjectProposalDocument,
    "\n  mutation WithdrawProjectOffer($offerId: ID!) {\n    withdrawProjectOffer(offerId: $offerId) {\n      requestId\n    }\n  }\n": types.WithdrawProjectOfferDocument,
    "\n  fragment SpecialistTermsForm_terms on SpecialistTerms {\n    hoursPerWeek\n    availableFrom\n    remote\n    regions\n    rateMinCents\n    rateMaxCents\n    employerPermission\n    permissionGrantedOn\n    hasPermissionDocument\n  }\n": types.SpecialistTermsForm_TermsFragmentDoc,
    "\n  query MySpecialistTerms {\n    mySpecialistTerms {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n": types.MySpecialistTermsDocument,
    "\n  mutation UpdateMySpecialistTerms($input: SpecialistTermsInput!) {\n    updateMySpecialistTerms(input: $input) {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n": types.UpdateMySpecialistTermsDocument,
    "\n  query MemberTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n": types.MemberTicketDocument,
    "\n  mutation AddTicketMessage($input: TicketMessageInput!) {\n    addTicketMessage(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.AddTicketMessageDocument,
    "\n  query MyTickets {\n    myTickets {\n      id\n      ...TicketListItem_ticket\n    }\n  }\n": types.MyTicketsDocument,
    "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n    }\n  }\n": types.CreateTicketDocument,
    "\n  fragment TicketListItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n  }\n": types.TicketListItem_TicketFragmentDoc,
    "\n  query AllTickets($status: String) {\n    allTickets(status: $status) {\n      id\n      ...TicketQueueItem_ticket\n    }\n  }\n": types.AllTicketsDocument,
    "\n  query TicketQueueDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n": types.TicketQueueDetailDocument,
    "\n  mutation ReplyToTicket($input: TicketMessageInput!) {\n    replyToTicket(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n": types.ReplyToTicketDocument,
    "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.CloseTicketDocument,
    "\n  fragment TicketQueueItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n  }\n": types.TicketQueueItem_TicketFragmentDoc,
    "\n  fragment TicketThread_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    createdAt\n    owner {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      body\n      fromTeam\n      authorName\n      createdAt\n    }\n  }\n": types.TicketThread_TicketFragmentDoc,
    "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n": types.AcademyBenefitsDocument,
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    availableSpots\n    isFeatured\n    tags\n    posterUrl\n    posterIsPdf\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n    }\n    basePriceCents\n    memberPriceCents\n    myRegistration {\n      id\n      status\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n": types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": types.AcademyWorkshopsDocument,
    "\n  query MembersOnlyWorkshop($slugOrId: String!) {\n    membersOnlyWorkshop(slugOrId: $slugOrId) {\n      slug\n      title\n    }\n  }\n": types.MembersOnlyWorkshopDocument,
    "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": types.PublicWorkshopsDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      creatorName\n      ratingAverage\n      ratingCount\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n": types.WorkshopDetailDocument,
    "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    category\n    maxParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    myRegistration {\n      id\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n  }\n": types.WorkshopFacts_WorkshopFragmentDoc,
    "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    creatorName\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": types.WorkshopHeadTags_WorkshopFragmentDoc,
    "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n": types.WorkshopPrice_WorkshopFragmentDoc,
    "\n  query ViewerMembership {\n    myMembership {\n      status\n    }\n  }\n": types.ViewerMembershipDocument,
    "\n  query MyWorkshops {\n    myWorkshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n": types.MyWorkshopsDocument,
    "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    description\n    format\n    location\n    videoCallLink\n    startTime\n    currentParticipants\n    maxParticipants\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    isApproved\n    status\n  }\n": types.WorkshopCard_WorkshopFragmentDoc,
    "\n  mutation DeleteWorkshop($id: ID!) {\n    deleteWorkshop(id: $id)\n  }\n": types.DeleteWorkshopDocument,
    "\n  fragment WorkshopEditor_workshop on Workshop {\n    id\n    title\n    description\n    pendingTitle\n    pendingDescription\n    category\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    maxParticipants\n    minParticipants\n    minParticipantsDecisionHours\n    learningObjectives\n    materials {\n      title\n    }\n    tags\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    basePriceCents\n    posterUrl\n    posterIsPdf\n    recurrenceRule\n    recurrenceEndDate\n    skippedDates\n  }\n": types.WorkshopEditor_WorkshopFragmentDoc,
    "\n  query WorkshopPrerequisites {\n    workshopPrerequisites {\n      hasProfile\n      profileVisible\n      emailVerified\n    }\n  }\n": types.WorkshopPrerequisitesDocument,
    "\n  mutation CreateWorkshop($input: CreateWorkshopInput!) {\n    createWorkshop(input: $input) {\n      id\n    }\n  }\n": types.CreateWorkshopDocument,
    "\n  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {\n    updateWorkshop(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateWorkshopDocument,
    "\n  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!, $reason: String) {\n    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime, reason: $reason) {\n      id\n      startsAt\n      offSchedule\n    }\n  }\n": types.MoveWorkshopSessionDocument,
    "\n  mutation MessageSessionRegistrants($sessionId: ID!, $subject: String!, $body: String!) {\n    messageSessionRegistrants(sessionId: $sessionId, subject: $subject, body: $body) {\n      sent\n      skipped\n    }\n  }\n": types.MessageSessionRegistrantsDocument,
    "\n  mutation ConfirmWorkshopSession($sessionId: ID!) {\n    confirmWorkshopSession(sessionId: $sessionId) {\n      id\n      runConfirmedAt\n      runConfirmedByHost\n    }\n  }\n": types.ConfirmWorkshopSessionDocument,
    "\n  mutation CancelWorkshopSession($sessionId: ID!) {\n    cancelWorkshopSession(sessionId: $sessionId)\n  }\n": types.CancelWorkshopSessionDocument,
    "\n  query WorkshopRegistrants($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      title\n      notifyHostOnRegistration\n      minParticipants\n      minParticipantsDecisionHours\n      sessions {\n        id\n        startsAt\n        capacity\n        registeredCount\n        offSchedule\n        runConfirmedAt\n      }\n    }\n    workshopAttendance(workshopId: $id) {\n      sessionId\n      startsAt\n      endsAt\n      registered\n      attended\n      noShows\n    }\n    workshopFeedback(workshopId: $id) {\n      workshopId\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n    }\n    workshopRegistrants(workshopId: $id) {\n      id\n      sessionId\n      name\n      email\n      status\n      isMember\n      notes\n      paymentState\n    }\n  }\n": types.WorkshopRegistrantsDocument,
    "\n  mutation SetWorkshopRegistrationMails($id: ID!, $enabled: Boolean!) {\n    setWorkshopRegistrationMails(id: $id, enabled: $enabled) {\n      id\n      notifyHostOnRegistration\n    }\n  }\n": types.SetWorkshopRegistrationMailsDocument,
    "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n": types.CancelRegistrationDocument,
    "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    checkInCode\n    joinPath\n    workshop {\n      id\n      slug\n      title\n      format\n    }\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    invoices {\n      id\n      ...MemberInvoice_invoice\n    }\n  }\n": types.MyRegistrationItem_RegistrationFragmentDoc,
    "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n": types.MyRegistrationsDocument,
    "\n  mutation RegisterGuest(\n    $sessionId: ID!\n    $name: String!\n    $email: String!\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerGuest(\n      sessionId: $sessionId\n      name: $name\n      email: $email\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n": types.RegisterGuestDocument,
    "\n  mutation RegisterForWorkshop(\n    $sessionId: ID!\n    $notes: String\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerForWorkshop(\n      sessionId: $sessionId\n      notes: $notes\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n": types.RegisterForWorkshopDocument,
    "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    slug\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    hostedByMe\n    basePriceCents\n    memberPriceCents\n    format\n    location\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n": types.WorkshopRegistrationCard_WorkshopFragmentDoc,
    "\n  mutation SavePromoCode($input: PromoCodeInput!) {\n    savePromoCode(input: $input) {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n": types.SavePromoCodeDocument,
    "\n  query AdminPromoCodes {\n    adminPromoCodes {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n": types.AdminPromoCodesDocument,
    "\n  mutation ApproveWorkshopTexts($id: ID!) {\n    approveWorkshopTexts(id: $id) {\n      id\n      title\n      description\n      pendingTitle\n      pendingDescription\n    }\n  }\n": types.ApproveWorkshopTextsDocument,
    "\n  mutation RejectWorkshopTexts($id: ID!) {\n    rejectWorkshopTexts(id: $id) {\n      id\n      pendingTitle\n      pendingDescription\n    }\n  }\n": types.RejectWorkshopTextsDocument,
    "\n  fragment PendingWorkshopItem_workshop on Workshop {\n    id\n    title\n    description\n    startTime\n    durationMinutes\n    maxParticipants\n    format\n    location\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    pendingPosterIsPdf\n    pendingTitle\n    pendingDescription\n    isApproved\n    creatorName\n    creatorEmail\n  }\n": types.PendingWorkshopItem_WorkshopFragmentDoc,
    "\n  mutation ApproveWorkshop($id: ID!) {\n    approveWorkshop(id: $id) {\n      id\n      isApproved\n    }\n  }\n": types.ApproveWorkshopDocument,
    "\n  mutation RejectWorkshop($id: ID!, $input: WorkshopRejectionInput) {\n    rejectWorkshop(id: $id, input: $input)\n  }\n": types.RejectWorkshopDocument,
    "\n  mutation ApproveWorkshopPoster($id: ID!) {\n    approveWorkshopPoster(id: $id) {\n      id\n      posterUrl\n      pendingPosterUrl\n    }\n  }\n": types.ApproveWorkshopPosterDocument,
    "\n  mutation RejectWorkshopPoster($id: ID!) {\n    rejectWorkshopPoster(id: $id) {\n      id\n      pendingPosterUrl\n    }\n  }\n": types.RejectWorkshopPosterDocument,
    "\n  query PendingWorkshops {\n    pendingWorkshops {\n      id\n      ...PendingWorkshopItem_workshop\n    }\n  }\n": types.PendingWorkshopsDocument,
    "\n  fragment WorkshopChangeItem_change on WorkshopChange {\n    id\n    workshopTitle\n    createdAt\n    isReviewed\n    changes\n  }\n": types.WorkshopChangeItem_ChangeFragmentDoc,
    "\n  mutation MarkWorkshopChangeReviewed($id: ID!) {\n    markWorkshopChangeReviewed(id: $id) {\n      id\n      isReviewed\n    }\n  }\n": types.MarkWorkshopChangeReviewedDocument,
    "\n  query WorkshopChanges {\n    workshopChanges {\n      id\n      isReviewed\n      ...WorkshopChangeItem_change\n    }\n  }\n": types.WorkshopChangesDocument,
    "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n": types.AddToCalendarLink_WorkshopFragmentDoc,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": types.AppInfoDocument,
    "\n  query MyWorkshop($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      ...WorkshopEditor_workshop\n    }\n  }\n": types.MyWorkshopDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountEmailState {\n    me {\n      id\n      email\n      emailVerified\n      hasPassword\n    }\n    pendingEmailChange\n  }\n"): (typeof documents)["\n  query AccountEmailState {\n    me {\n      id\n      email\n      emailVerified\n      hasPassword\n    }\n    pendingEmailChange\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountRequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPasswordState {\n    me {\n      id\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query AccountPasswordState {\n    me {\n      id\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSetPassword($input: SetPasswordInput!) {\n    setPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountSetPassword($input: SetPasswordInput!) {\n    setPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProviders {\n    oauthStatus {\n      providers\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query AccountProviders {\n    oauthStatus {\n      providers\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUnlinkProvider($input: UnlinkProviderInput!) {\n    unlinkSignInProvider(input: $input) {\n      providers\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  mutation AccountUnlinkProvider($input: UnlinkProviderInput!) {\n    unlinkSignInProvider(input: $input) {\n      providers\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySecurityEvents {\n    mySecurityEvents {\n      id\n      occurredAt\n      action\n      ip\n    }\n  }\n"): (typeof documents)["\n  query MySecurityEvents {\n    mySecurityEvents {\n      id\n      occurredAt\n      action\n      ip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSessions {\n    accountSessions {\n      id\n      signedInAt\n      lastUsedAt\n      userAgent\n      current\n    }\n  }\n"): (typeof documents)["\n  query AccountSessions {\n    accountSessions {\n      id\n      signedInAt\n      lastUsedAt\n      userAgent\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountEndSession($input: EndSessionInput!) {\n    endAccountSession(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountEndSession($input: EndSessionInput!) {\n    endAccountSession(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountEndOtherSessions {\n    endOtherAccountSessions\n  }\n"): (typeof documents)["\n  mutation AccountEndOtherSessions {\n    endOtherAccountSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      required\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountSecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      required\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountStartTotp {\n    startTotpSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation AccountStartTotp {\n    startTotpSetup {\n      secret\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmTotp($input: TotpCodeInput!) {\n    confirmTotpSetup(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountConfirmTotp($input: TotpCodeInput!) {\n    confirmTotpSetup(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRemoveTotp($proof: SecondFactorProofInput!) {\n    removeTotp(proof: $proof)\n  }\n"): (typeof documents)["\n  mutation AccountRemoveTotp($proof: SecondFactorProofInput!) {\n    removeTotp(proof: $proof)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountPasskeyOptions {\n    passkeyRegistrationOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation AccountPasskeyOptions {\n    passkeyRegistrationOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountAddPasskey($input: AddPasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AccountAddPasskey($input: AddPasskeyInput!) {\n    addPasskey(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRenamePasskey($input: RenamePasskeyInput!) {\n    renamePasskey(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSecondFactorProofOptions {\n    secondFactorProofOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation AccountSecondFactorProofOptions {\n    secondFactorProofOptions {\n      challengeToken\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n"): (typeof documents)["\n  mutation AccountRemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AfterSession($registrationId: ID!, $token: String) {\n    afterSession(registrationId: $registrationId, token: $token) {\n      registrationId\n      canGiveFeedback\n      feedbackGiven\n      materials {\n        id\n        title\n        kind\n        fileName\n        byteSize\n        url\n        downloadPath\n      }\n    }\n  }\n"): (typeof documents)["\n  query AfterSession($registrationId: ID!, $token: String) {\n    afterSession(registrationId: $registrationId, token: $token) {\n      registrationId\n      canGiveFeedback\n      feedbackGiven\n      materials {\n        id\n        title\n        kind\n        fileName\n        byteSize\n        url\n        downloadPath\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackForm($registrationId: ID!, $token: String) {\n    feedbackForm(registrationId: $registrationId, token: $token) {\n      registrationId\n      workshopTitle\n      workshopSlug\n      sessionStartsAt\n      canGive\n      refusal\n      given {\n        id\n        overall\n        contentRating\n        hostRating\n        comment\n        showPublicly\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackForm($registrationId: ID!, $token: String) {\n    feedbackForm(registrationId: $registrationId, token: $token) {\n      registrationId\n      workshopTitle\n      workshopSlug\n      sessionStartsAt\n      canGive\n      refusal\n      given {\n        id\n        overall\n        contentRating\n        hostRating\n        comment\n        showPublicly\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveFeedback($input: FeedbackInput!) {\n    giveFeedback(input: $input) {\n      id\n      overall\n      contentRating\n      hostRating\n      comment\n      showPublicly\n    }\n  }\n"): (typeof documents)["\n  mutation GiveFeedback($input: FeedbackInput!) {\n    giveFeedback(input: $input) {\n      id\n      overall\n      contentRating\n      hostRating\n      comment\n      showPublicly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostAfterSession($workshopId: ID!) {\n    workshopFeedback(workshopId: $workshopId) {\n      workshopId\n      figures {\n        count\n        overall\n        content\n        host\n      }\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n      answers {\n        id\n        sessionId\n        overall\n        contentRating\n        hostRating\n        comment\n        firstName\n        commentHidden\n        createdAt\n      }\n    }\n    workshopMaterials(workshopId: $workshopId) {\n      id\n      title\n      audience\n      kind\n      sessionId\n      fileName\n      byteSize\n      url\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query HostAfterSession($workshopId: ID!) {\n    workshopFeedback(workshopId: $workshopId) {\n      workshopId\n      figures {\n        count\n        overall\n        content\n        host\n      }\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n      answers {\n        id\n        sessionId\n        overall\n        contentRating\n        hostRating\n        comment\n        firstName\n        commentHidden\n        createdAt\n      }\n    }\n    workshopMaterials(workshopId: $workshopId) {\n      id\n      title\n      audience\n      kind\n      sessionId\n      fileName\n      byteSize\n      url\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMaterialLink($input: MaterialLinkInput!) {\n    addMaterialLink(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddMaterialLink($input: MaterialLinkInput!) {\n    addMaterialLink(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMaterial($id: ID!) {\n    deleteMaterial(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMaterial($id: ID!) {\n    deleteMaterial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeedbackCommentHidden($id: ID!, $hidden: Boolean!) {\n    setFeedbackCommentHidden(id: $id, hidden: $hidden) {\n      id\n      commentHidden\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeedbackCommentHidden($id: ID!, $hidden: Boolean!) {\n    setFeedbackCommentHidden(id: $id, hidden: $hidden) {\n      id\n      commentHidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopFeedbackComments($workshopId: ID!) {\n    workshopFeedbackComments(workshopId: $workshopId) {\n      id\n      firstName\n      overall\n      comment\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WorkshopFeedbackComments($workshopId: ID!) {\n    workshopFeedbackComments(workshopId: $workshopId) {\n      id\n      firstName\n      overall\n      comment\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"): (typeof documents)["\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditLogFilterInput, $page: Int) {\n    auditLog(filter: $filter, page: $page) {\n      hasMore\n      entries {\n        id\n        occurredAt\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        ip\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditLogFilterInput, $page: Int) {\n    auditLog(filter: $filter, page: $page) {\n      hasMore\n      entries {\n        id\n        occurredAt\n        action\n        actorId\n        actorLabel\n        targetType\n        targetId\n        ip\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceTerms {\n    priceTerms {\n      smallBusiness\n      vatRatePercent\n    }\n  }\n"): (typeof documents)["\n  query PriceTerms {\n    priceTerms {\n      smallBusiness\n      vatRatePercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberInvoice_invoice on Invoice {\n    id\n    number\n    kind\n    grossCents\n    dueAt\n    paymentState\n    refundAccountGiven\n    cancelled\n    pdfPath\n  }\n"): (typeof documents)["\n  fragment MemberInvoice_invoice on Invoice {\n    id\n    number\n    kind\n    grossCents\n    dueAt\n    paymentState\n    refundAccountGiven\n    cancelled\n    pdfPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRefundAccount($registrationId: ID!, $iban: String!) {\n    setRefundAccount(registrationId: $registrationId, iban: $iban)\n  }\n"): (typeof documents)["\n  mutation SetRefundAccount($registrationId: ID!, $iban: String!) {\n    setRefundAccount(registrationId: $registrationId, iban: $iban)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipBilling {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      nextInvoiceAt\n    }\n  }\n"): (typeof documents)["\n  query MembershipBilling {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      nextInvoiceAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMembership {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      billingAddress {\n        name\n        company\n        street\n        postcode\n        city\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMembership {\n    myMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n      billingAddress {\n        name\n        company\n        street\n        postcode\n        city\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMembership($acceptTerms: Boolean!, $billingAddress: BillingAddressInput) {\n    startMembership(acceptTerms: $acceptTerms, billingAddress: $billingAddress) {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n"): (typeof documents)["\n  mutation StartMembership($acceptTerms: Boolean!, $billingAddress: BillingAddressInput) {\n    startMembership(acceptTerms: $acceptTerms, billingAddress: $billingAddress) {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMembership {\n    endMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n"): (typeof documents)["\n  mutation EndMembership {\n    endMembership {\n      status\n      trialEndsAt\n      startedAt\n      endsAt\n      monthlyFeeCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoices {\n    myInvoices {\n      id\n      description\n      issueDate\n      ...MemberInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  query MyInvoices {\n    myInvoices {\n      id\n      description\n      issueDate\n      ...MemberInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOverview($show: String!, $first: Int!, $after: String) {\n    adminPaymentSessions(show: $show, first: $first, after: $after) {\n      items {\n        workshopId\n        sessionId\n        title\n        startsAt\n        openCount\n        openCents\n        paidCount\n        paidCents\n        cancelledCount\n        refundDueCents\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query PaymentOverview($show: String!, $first: Int!, $after: String) {\n    adminPaymentSessions(show: $show, first: $first, after: $after) {\n      items {\n        workshopId\n        sessionId\n        title\n        startsAt\n        openCount\n        openCents\n        paidCount\n        paidCents\n        cancelledCount\n        refundDueCents\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsAdmin {\n    adminInvoices(state: \"open\") {\n      id\n      number\n      buyerName\n      buyerEmail\n      grossCents\n      dueAt\n      paymentState\n      cancelled\n      description\n    }\n  }\n"): (typeof documents)["\n  query PaymentsAdmin {\n    adminInvoices(state: \"open\") {\n      id\n      number\n      buyerName\n      buyerEmail\n      grossCents\n      dueAt\n      paymentState\n      cancelled\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentState($ids: [ID!]!, $state: String!) {\n    setPaymentState(ids: $ids, state: $state)\n  }\n"): (typeof documents)["\n  mutation SetPaymentState($ids: [ID!]!, $state: String!) {\n    setPaymentState(ids: $ids, state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoPayment($ids: [ID!]!) {\n    undoPayment(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation UndoPayment($ids: [ID!]!) {\n    undoPayment(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankStatement($xml: String!) {\n    importBankStatement(xml: $xml) {\n      matched {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      alreadyImported {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      unmatched {\n        entryRef\n        amountCents\n        remittance\n        debtorName\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportBankStatement($xml: String!) {\n    importBankStatement(xml: $xml) {\n      matched {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      alreadyImported {\n        entryRef\n        invoiceNumber\n        amountCents\n      }\n      unmatched {\n        entryRef\n        amountCents\n        remittance\n        debtorName\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefunds {\n    adminRefunds {\n      invoiceId\n      number\n      cancellationNumber\n      buyerName\n      buyerEmail\n      grossCents\n      cancelledAt\n      iban\n    }\n  }\n"): (typeof documents)["\n  query AdminRefunds {\n    adminRefunds {\n      invoiceId\n      number\n      cancellationNumber\n      buyerName\n      buyerEmail\n      grossCents\n      cancelledAt\n      iban\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRefunded($invoiceId: ID!) {\n    markRefunded(invoiceId: $invoiceId)\n  }\n"): (typeof documents)["\n  mutation MarkRefunded($invoiceId: ID!) {\n    markRefunded(invoiceId: $invoiceId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamCancelBooking($input: TeamCancelBookingInput!) {\n    teamCancelBooking(input: $input)\n  }\n"): (typeof documents)["\n  mutation TeamCancelBooking($input: TeamCancelBookingInput!) {\n    teamCancelBooking(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n        mode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n        mode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      displayName\n      ...ConsultantEditor_consultant\n    }\n  }\n"): (typeof documents)["\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      displayName\n      ...ConsultantEditor_consultant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n      meetingMode\n      location\n    }\n  }\n"): (typeof documents)["\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n      meetingMode\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookingQuestions($consultantId: ID!, $input: BookingQuestionsInput!) {\n    setBookingQuestions(consultantId: $consultantId, input: $input) {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookingQuestions($consultantId: ID!, $input: BookingQuestionsInput!) {\n    setBookingQuestions(consultantId: $consultantId, input: $input) {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"): (typeof documents)["\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n      canCancel\n      canReschedule\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    location\n    meetingUrl\n    changeCutoffHours\n    maxReschedules\n    phoneField\n    availability {\n      weekday\n      startTime\n      endTime\n      mode\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n    bookingQuestions {\n      id\n      kind\n      labelDe\n      labelEn\n      required\n      options\n    }\n  }\n"): (typeof documents)["\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    location\n    meetingUrl\n    changeCutoffHours\n    maxReschedules\n    phoneField\n    availability {\n      weekday\n      startTime\n      endTime\n      mode\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n    bookingQuestions {\n      id\n      kind\n      labelDe\n      labelEn\n      required\n      options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n      location\n      meetingUrl\n      changeCutoffHours\n      maxReschedules\n      phoneField\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n      location\n      meetingUrl\n      changeCutoffHours\n      maxReschedules\n      phoneField\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookingQuestions {\n    myBookingQuestions {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBookingQuestions {\n    myBookingQuestions {\n      consultantId\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReschedulableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantId\n      consultantName\n      start\n      end\n      cancelled\n      canReschedule\n      canCancel\n      reschedulesLeft\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"): (typeof documents)["\n  query ReschedulableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantId\n      consultantName\n      start\n      end\n      cancelled\n      canReschedule\n      canCancel\n      reschedulesLeft\n      changeCutoffHours\n      meetingMode\n      location\n      contactEmail\n      contactPhone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      consultantId\n      consultantName\n      start\n      end\n      meetingMode\n      location\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleBooking($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      consultantId\n      consultantName\n      start\n      end\n      meetingMode\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n      phoneField\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n      phoneField\n      questions {\n        id\n        kind\n        labelDe\n        labelEn\n        required\n        options\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n      mode\n      consultant {\n        id\n        displayName\n        phoneField\n        questions {\n          id\n          kind\n          labelDe\n          labelEn\n          required\n          options\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n      mode\n      consultant {\n        id\n        displayName\n        phoneField\n        questions {\n          id\n          kind\n          labelDe\n          labelEn\n          required\n          options\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamRescheduleBooking($input: TeamRescheduleBookingInput!) {\n    teamRescheduleBooking(input: $input)\n  }\n"): (typeof documents)["\n  mutation TeamRescheduleBooking($input: TeamRescheduleBookingInput!) {\n    teamRescheduleBooking(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsultations {\n    myConsultations {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyConsultations {\n    myConsultations {\n      id\n      consultantId\n      consultantName\n      start\n      end\n      name\n      email\n      phone\n      message\n      answers {\n        questionId\n        kind\n        labelDe\n        labelEn\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      memberUrl\n      consultantUrl\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      memberUrl\n      consultantUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCalendarFeed($kind: CalendarFeedKind!) {\n    renewCalendarFeed(kind: $kind) {\n      memberUrl\n      consultantUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RenewCalendarFeed($kind: CalendarFeedKind!) {\n    renewCalendarFeed(kind: $kind) {\n      memberUrl\n      consultantUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscoverCalendars($input: CaldavAccountInput!) {\n    discoverCalendars(input: $input) {\n      url\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DiscoverCalendars($input: CaldavAccountInput!) {\n    discoverCalendars(input: $input) {\n      url\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectCaldavCalendar($input: ConnectCaldavCalendarInput!) {\n    connectCaldavCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectCaldavCalendar($input: ConnectCaldavCalendarInput!) {\n    connectCaldavCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectIcalCalendar($input: ConnectIcalCalendarInput!) {\n    connectIcalCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectIcalCalendar($input: ConnectIcalCalendarInput!) {\n    connectIcalCalendar(input: $input) {\n      consultantId\n      oldCalendarEntries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultantCalendarConnections($consultantIds: [ID!]!) {\n    consultantCalendarConnections(consultantIds: $consultantIds) {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n"): (typeof documents)["\n  query ConsultantCalendarConnections($consultantIds: [ID!]!) {\n    consultantCalendarConnections(consultantIds: $consultantIds) {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarConnection {\n    myCalendarConnection {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarConnection {\n    myCalendarConnection {\n      consultantId\n      kind\n      calendarName\n      host\n      status\n      problem\n      lastSyncedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectCalendar {\n    disconnectCalendar {\n      disconnected\n      oldCalendarEntries\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectCalendar {\n    disconnectCalendar {\n      disconnected\n      oldCalendarEntries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificateVerification($number: String!) {\n    certificateVerification(number: $number) {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query CertificateVerification($number: String!) {\n    certificateVerification(number: $number) {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCertificates {\n    myCertificates {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n    }\n  }\n"): (typeof documents)["\n  query MyCertificates {\n    myCertificates {\n      id\n      number\n      name\n      workshopTitle\n      startsAt\n      endsAt\n      durationMinutes\n      teachingUnits\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      id\n      status\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCertificate($input: RevokeCertificateInput!) {\n    revokeCertificate(input: $input) {\n      id\n      status\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceSheet($sessionId: ID!) {\n    attendanceSheet(sessionId: $sessionId) {\n      sessionId\n      canMark\n      lines {\n        registrationId\n        name\n        attended\n        checkedInAt\n        method\n      }\n    }\n  }\n"): (typeof documents)["\n  query AttendanceSheet($sessionId: ID!) {\n    attendanceSheet(sessionId: $sessionId) {\n      sessionId\n      canMark\n      lines {\n        registrationId\n        name\n        attended\n        checkedInAt\n        method\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAttendance($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      registrationId\n      attended\n      checkedInAt\n      method\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAttendance($input: MarkAttendanceInput!) {\n    markAttendance(input: $input) {\n      registrationId\n      attended\n      checkedInAt\n      method\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCheckInHelper($input: CheckInHelperInput!) {\n    addCheckInHelper(input: $input)\n  }\n"): (typeof documents)["\n  mutation AddCheckInHelper($input: CheckInHelperInput!) {\n    addCheckInHelper(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCheckInHelper($input: CheckInHelperInput!) {\n    removeCheckInHelper(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveCheckInHelper($input: CheckInHelperInput!) {\n    removeCheckInHelper(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckInDesk($sessionId: ID!) {\n    checkInDesk(sessionId: $sessionId) {\n      sessionId\n      workshopId\n      title\n      startsAt\n      endsAt\n      role\n      checkedInCount\n      confirmedCount\n      helpers\n      attendees {\n        registrationId\n        name\n        status\n        checkedInAt\n        checkedInBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckInDesk($sessionId: ID!) {\n    checkInDesk(sessionId: $sessionId) {\n      sessionId\n      workshopId\n      title\n      startsAt\n      endsAt\n      role\n      checkedInCount\n      confirmedCount\n      helpers\n      attendees {\n        registrationId\n        name\n        status\n        checkedInAt\n        checkedInBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn($input: CheckInInput!) {\n    checkIn(input: $input) {\n      status\n      name\n      checkedInAt\n      checkedInBy\n      registrationId\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn($input: CheckInInput!) {\n    checkIn(input: $input) {\n      status\n      name\n      checkedInAt\n      checkedInBy\n      registrationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCheckIn($sessionId: ID!, $registrationId: ID!) {\n    undoCheckIn(sessionId: $sessionId, registrationId: $registrationId)\n  }\n"): (typeof documents)["\n  mutation UndoCheckIn($sessionId: ID!, $registrationId: ID!) {\n    undoCheckIn(sessionId: $sessionId, registrationId: $registrationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCheckInDeviceTokens {\n    myCheckInDeviceTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query MyCheckInDeviceTokens {\n    myCheckInDeviceTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckInDeviceToken($input: CreateCheckInDeviceTokenInput!) {\n    createCheckInDeviceToken(input: $input) {\n      token\n      device {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckInDeviceToken($input: CreateCheckInDeviceTokenInput!) {\n    createCheckInDeviceToken(input: $input) {\n      token\n      device {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCheckInDeviceToken($id: ID!) {\n    revokeCheckInDeviceToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeCheckInDeviceToken($id: ID!) {\n    revokeCheckInDeviceToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCheckInSessions {\n    myCheckInSessions {\n      sessionId\n      workshopId\n      title\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  query MyCheckInSessions {\n    myCheckInSessions {\n      sessionId\n      workshopId\n      title\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedMails {\n    failedMails {\n      id\n      recipient\n      subject\n      lastError\n      attempts\n      failedAt\n    }\n  }\n"): (typeof documents)["\n  query FailedMails {\n    failedMails {\n      id\n      recipient\n      subject\n      lastError\n      attempts\n      failedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFailedMail($id: ID!) {\n    resendFailedMail(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendFailedMail($id: ID!) {\n    resendFailedMail(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostMessages {\n    hostMessages {\n      id\n      hostName\n      hostEmail\n      workshopTitle\n      sessionStartsAt\n      sentAt\n      recipients\n      skipped\n      subject\n      body\n    }\n  }\n"): (typeof documents)["\n  query HostMessages {\n    hostMessages {\n      id\n      hostName\n      hostEmail\n      workshopTitle\n      sessionStartsAt\n      sentAt\n      recipients\n      skipped\n      subject\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCounters {\n    adminCounters {\n      pendingApprovals\n      openTickets\n      failedMails\n      openPayments\n      newProjectRequests\n    }\n  }\n"): (typeof documents)["\n  query AdminCounters {\n    adminCounters {\n      pendingApprovals\n      openTickets\n      failedMails\n      openPayments\n      newProjectRequests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberOverview {\n    myRegistrations {\n      id\n      status\n      workshop {\n        id\n        title\n      }\n      session {\n        id\n        startsAt\n      }\n    }\n    myInvoices {\n      id\n      paymentState\n    }\n    myTickets {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query MemberOverview {\n    myRegistrations {\n      id\n      status\n      workshop {\n        id\n        title\n      }\n      session {\n        id\n        startsAt\n      }\n    }\n    myInvoices {\n      id\n      paymentState\n    }\n    myTickets {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n"): (typeof documents)["\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n"): (typeof documents)["\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n"): (typeof documents)["\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n"): (typeof documents)["\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n"): (typeof documents)["\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportMyData {\n    exportMyData\n  }\n"): (typeof documents)["\n  mutation ExportMyData {\n    exportMyData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectHoursByToken($token: String!) {\n    projectHoursByToken(token: $token) {\n      requestId\n      status\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectHoursByToken($token: String!) {\n    projectHoursByToken(token: $token) {\n      requestId\n      status\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordProjectHours($input: ProjectHoursInput!) {\n    recordProjectHours(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordProjectHours($input: ProjectHoursInput!) {\n    recordProjectHours(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeProjectHours($input: ChangeProjectHoursInput!) {\n    changeProjectHours(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeProjectHours($input: ChangeProjectHoursInput!) {\n    changeProjectHours(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoicedProjectMonths {\n    myInvoicedProjectMonths {\n      requestId\n      company\n      month\n      hours\n      hourlyRateCents\n      amountCents\n      invoiceNumber\n      paymentState\n    }\n  }\n"): (typeof documents)["\n  query MyInvoicedProjectMonths {\n    myInvoicedProjectMonths {\n      requestId\n      company\n      month\n      hours\n      hourlyRateCents\n      amountCents\n      invoiceNumber\n      paymentState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjectHours {\n    myProjectHours {\n      requestId\n      company\n      status\n      canRecord\n      firstDay\n      lastDay\n      hourlyRateCents\n      months {\n        month\n        status\n        totalHours\n        entries {\n          id\n          workDate\n          hours\n          description\n          editable\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProjectHours {\n    myProjectHours {\n      requestId\n      company\n      status\n      canRecord\n      firstDay\n      lastDay\n      hourlyRateCents\n      months {\n        month\n        status\n        totalHours\n        entries {\n          id\n          workDate\n          hours\n          description\n          editable\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectHours($id: ID!) {\n    deleteProjectHours(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectHours($id: ID!) {\n    deleteProjectHours(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTimeProjects {\n    running: projectRequests(status: \"RUNNING\") {\n      id\n      company\n    }\n    completed: projectRequests(status: \"COMPLETED\") {\n      id\n      company\n    }\n  }\n"): (typeof documents)["\n  query ProjectTimeProjects {\n    running: projectRequests(status: \"RUNNING\") {\n      id\n      company\n    }\n    completed: projectRequests(status: \"COMPLETED\") {\n      id\n      company\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectHoursAdmin($requestId: ID!) {\n    projectHours(requestId: $requestId) {\n      requestId\n      company\n      status\n      billingOrganisation\n      billingAddress\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectHoursAdmin($requestId: ID!) {\n    projectHours(requestId: $requestId) {\n      requestId\n      company\n      status\n      billingOrganisation\n      billingAddress\n      months {\n        ...ProjectMonths_month @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseProjectMonth($input: ProjectMonthInput!) {\n    closeProjectMonth(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation CloseProjectMonth($input: ProjectMonthInput!) {\n    closeProjectMonth(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProjectMonth($input: ProjectMonthInput!) {\n    approveProjectMonth(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveProjectMonth($input: ProjectMonthInput!) {\n    approveProjectMonth(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelProjectMonthInvoice($input: ProjectMonthInput!) {\n    cancelProjectMonthInvoice(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation CancelProjectMonthInvoice($input: ProjectMonthInput!) {\n    cancelProjectMonthInvoice(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectBillingAddress($input: ProjectBillingAddressInput!) {\n    setProjectBillingAddress(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectBillingAddress($input: ProjectBillingAddressInput!) {\n    setProjectBillingAddress(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectMonths_month on ProjectMonth {\n    month\n    status\n    totalHours\n    totalCents\n    invoiceNumber\n    cancelledInvoiceNumber\n    specialists {\n      name\n      hours\n      hourlyRateCents\n      amountCents\n    }\n    entries {\n      workDate\n      hours\n      description\n      specialistName\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectMonths_month on ProjectMonth {\n    month\n    status\n    totalHours\n    totalCents\n    invoiceNumber\n    cancelledInvoiceNumber\n    specialists {\n      name\n      hours\n      hourlyRateCents\n      amountCents\n    }\n    entries {\n      workDate\n      hours\n      description\n      specialistName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProjectOffers {\n    myProjectOffers {\n      id\n      status\n      note\n      message\n      hourlyRateCents\n      offeredAt\n      inTeam\n      request {\n        id\n        description\n        skills\n        hoursPerWeek\n        startDate\n        durationWeeks\n        workMode\n        place\n        status\n      }\n      contact {\n        company\n        contactName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProjectOffers {\n    myProjectOffers {\n      id\n      status\n      note\n      message\n      hourlyRateCents\n      offeredAt\n      inTeam\n      request {\n        id\n        description\n        skills\n        hoursPerWeek\n        startDate\n        durationWeeks\n        workMode\n        place\n        status\n      }\n      contact {\n        company\n        contactName\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerProjectOffer($input: AnswerProjectOfferInput!) {\n    answerProjectOffer(input: $input) {\n      id\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerProjectOffer($input: AnswerProjectOfferInput!) {\n    answerProjectOffer(input: $input) {\n      id\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectMatches($requestId: ID!, $skill: String) {\n    projectMatches(requestId: $requestId, skill: $skill) {\n      userId\n      displayName\n      headline\n      skills\n      hoursPerWeek\n      availableFrom\n      remote\n      regions\n      rateMinCents\n      rateMaxCents\n      employerPermission\n      permissionGrantedOn\n      permissionDocumentUrl\n      proposable\n      score\n      matchedSkills\n      wantedSkills\n      enoughHours\n      availableInTime\n      placeKind\n      placeRegion\n      offerStatus\n    }\n  }\n"): (typeof documents)["\n  query ProjectMatches($requestId: ID!, $skill: String) {\n    projectMatches(requestId: $requestId, skill: $skill) {\n      userId\n      displayName\n      headline\n      skills\n      hoursPerWeek\n      availableFrom\n      remote\n      regions\n      rateMinCents\n      rateMaxCents\n      employerPermission\n      permissionGrantedOn\n      permissionDocumentUrl\n      proposable\n      score\n      matchedSkills\n      wantedSkills\n      enoughHours\n      availableInTime\n      placeKind\n      placeRegion\n      offerStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferProject($input: OfferProjectInput!) {\n    offerProject(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation OfferProject($input: OfferProjectInput!) {\n    offerProject(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectProposalByToken($token: String!) {\n    projectProposalByToken(token: $token) {\n      status\n      sentAt\n      comment\n      members {\n        displayName\n        headline\n        photoUrl\n        skills\n        hourlyRateCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectProposalByToken($token: String!) {\n    projectProposalByToken(token: $token) {\n      status\n      sentAt\n      comment\n      members {\n        displayName\n        headline\n        photoUrl\n        skills\n        hourlyRateCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerProjectProposal($input: AnswerProjectProposalInput!) {\n    answerProjectProposal(input: $input)\n  }\n"): (typeof documents)["\n  mutation AnswerProjectProposal($input: AnswerProjectProposalInput!) {\n    answerProjectProposal(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectRequestByToken($token: String!) {\n    projectRequestByToken(token: $token) {\n      id\n      company\n      contactName\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      createdAt\n      history {\n        fromStatus\n        toStatus\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectRequestByToken($token: String!) {\n    projectRequestByToken(token: $token) {\n      id\n      company\n      contactName\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      createdAt\n      history {\n        fromStatus\n        toStatus\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectRequests($status: String) {\n    projectRequests(status: $status) {\n      id\n      company\n      contactName\n      email\n      phone\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      locale\n      createdAt\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectRequests($status: String) {\n    projectRequests(status: $status) {\n      id\n      company\n      contactName\n      email\n      phone\n      description\n      skills\n      hoursPerWeek\n      startDate\n      durationWeeks\n      workMode\n      place\n      budgetMinEuros\n      budgetMaxEuros\n      status\n      closeReason\n      locale\n      createdAt\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProjectRequest($input: MoveProjectRequestInput!) {\n    moveProjectRequest(input: $input) {\n      id\n      status\n      closeReason\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProjectRequest($input: MoveProjectRequestInput!) {\n    moveProjectRequest(input: $input) {\n      id\n      status\n      closeReason\n      nextStatuses\n      history {\n        id\n        fromStatus\n        toStatus\n        actorName\n        note\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTeam($requestId: ID!) {\n    projectTeam(requestId: $requestId) {\n      requestId\n      offers {\n        id\n        specialistUserId\n        displayName\n        status\n        note\n        message\n        hourlyRateCents\n        rateMinCents\n        rateMaxCents\n      }\n      proposal {\n        id\n        status\n        comment\n        sentAt\n        offerIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectTeam($requestId: ID!) {\n    projectTeam(requestId: $requestId) {\n      requestId\n      offers {\n        id\n        specialistUserId\n        displayName\n        status\n        note\n        message\n        hourlyRateCents\n        rateMinCents\n        rateMaxCents\n      }\n      proposal {\n        id\n        status\n        comment\n        sentAt\n        offerIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendProjectProposal($input: SendProjectProposalInput!) {\n    sendProjectProposal(input: $input) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation SendProjectProposal($input: SendProjectProposalInput!) {\n    sendProjectProposal(input: $input) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawProjectOffer($offerId: ID!) {\n    withdrawProjectOffer(offerId: $offerId) {\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawProjectOffer($offerId: ID!) {\n    withdrawProjectOffer(offerId: $offerId) {\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecialistTermsForm_terms on SpecialistTerms {\n    hoursPerWeek\n    availableFrom\n    remote\n    regions\n    rateMinCents\n    rateMaxCents\n    employerPermission\n    permissionGrantedOn\n    hasPermissionDocument\n  }\n"): (typeof documents)["\n  fragment SpecialistTermsForm_terms on SpecialistTerms {\n    hoursPerWeek\n    availableFrom\n    remote\n    regions\n    rateMinCents\n    rateMaxCents\n    employerPermission\n    permissionGrantedOn\n    hasPermissionDocument\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySpecialistTerms {\n    mySpecialistTerms {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n"): (typeof documents)["\n  query MySpecialistTerms {\n    mySpecialistTerms {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMySpecialistTerms($input: SpecialistTermsInput!) {\n    updateMySpecialistTerms(input: $input) {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMySpecialistTerms($input: SpecialistTermsInput!) {\n    updateMySpecialistTerms(input: $input) {\n      ...SpecialistTermsForm_terms @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n"): (typeof documents)["\n  query MemberTicket($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTicketMessage($input: TicketMessageInput!) {\n    addTicketMessage(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTicketMessage($input: TicketMessageInput!) {\n    addTicketMessage(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTickets {\n    myTickets {\n      id\n      ...TicketListItem_ticket\n    }\n  }\n"): (typeof documents)["\n  query MyTickets {\n    myTickets {\n      id\n      ...TicketListItem_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTicket($input: CreateTicketInput!) {\n    createTicket(input: $input) {\n      id\n      subject\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketListItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TicketListItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllTickets($status: String) {\n    allTickets(status: $status) {\n      id\n      ...TicketQueueItem_ticket\n    }\n  }\n"): (typeof documents)["\n  query AllTickets($status: String) {\n    allTickets(status: $status) {\n      id\n      ...TicketQueueItem_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketQueueDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n"): (typeof documents)["\n  query TicketQueueDetail($id: ID!) {\n    ticket(id: $id) {\n      id\n      status\n      ...TicketThread_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToTicket($input: TicketMessageInput!) {\n    replyToTicket(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToTicket($input: TicketMessageInput!) {\n    replyToTicket(input: $input) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        body\n        fromTeam\n        authorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CloseTicket($id: ID!) {\n    closeTicket(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketQueueItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment TicketQueueItem_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    updatedAt\n    owner {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketThread_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    createdAt\n    owner {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      body\n      fromTeam\n      authorName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TicketThread_ticket on Ticket {\n    id\n    subject\n    category\n    status\n    createdAt\n    owner {\n      id\n      name\n      email\n    }\n    messages {\n      id\n      body\n      fromTeam\n      authorName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    availableSpots\n    isFeatured\n    tags\n    posterUrl\n    posterIsPdf\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n    }\n    basePriceCents\n    memberPriceCents\n    myRegistration {\n      id\n      status\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n"): (typeof documents)["\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    availableSpots\n    isFeatured\n    tags\n    posterUrl\n    posterIsPdf\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n    }\n    basePriceCents\n    memberPriceCents\n    myRegistration {\n      id\n      status\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersOnlyWorkshop($slugOrId: String!) {\n    membersOnlyWorkshop(slugOrId: $slugOrId) {\n      slug\n      title\n    }\n  }\n"): (typeof documents)["\n  query MembersOnlyWorkshop($slugOrId: String!) {\n    membersOnlyWorkshop(slugOrId: $slugOrId) {\n      slug\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      creatorName\n      ratingAverage\n      ratingCount\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n"): (typeof documents)["\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      creatorName\n      ratingAverage\n      ratingCount\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    category\n    maxParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    myRegistration {\n      id\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n  }\n"): (typeof documents)["\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    category\n    maxParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    myRegistration {\n      id\n      session {\n        id\n        startsAt\n      }\n    }\n    ...WorkshopPrice_workshop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    creatorName\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    creatorName\n    ratingAverage\n    ratingCount\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n"): (typeof documents)["\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerMembership {\n    myMembership {\n      status\n    }\n  }\n"): (typeof documents)["\n  query ViewerMembership {\n    myMembership {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWorkshops {\n    myWorkshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n"): (typeof documents)["\n  query MyWorkshops {\n    myWorkshops {\n      id\n      ...WorkshopCard_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    description\n    format\n    location\n    videoCallLink\n    startTime\n    currentParticipants\n    maxParticipants\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    isApproved\n    status\n  }\n"): (typeof documents)["\n  fragment WorkshopCard_workshop on Workshop {\n    id\n    title\n    description\n    format\n    location\n    videoCallLink\n    startTime\n    currentParticipants\n    maxParticipants\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    isApproved\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkshop($id: ID!) {\n    deleteWorkshop(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkshop($id: ID!) {\n    deleteWorkshop(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopEditor_workshop on Workshop {\n    id\n    title\n    description\n    pendingTitle\n    pendingDescription\n    category\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    maxParticipants\n    minParticipants\n    minParticipantsDecisionHours\n    learningObjectives\n    materials {\n      title\n    }\n    tags\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    basePriceCents\n    posterUrl\n    posterIsPdf\n    recurrenceRule\n    recurrenceEndDate\n    skippedDates\n  }\n"): (typeof documents)["\n  fragment WorkshopEditor_workshop on Workshop {\n    id\n    title\n    description\n    pendingTitle\n    pendingDescription\n    category\n    startTime\n    durationMinutes\n    format\n    location\n    videoCallLink\n    maxParticipants\n    minParticipants\n    minParticipantsDecisionHours\n    learningObjectives\n    materials {\n      title\n    }\n    tags\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    basePriceCents\n    posterUrl\n    posterIsPdf\n    recurrenceRule\n    recurrenceEndDate\n    skippedDates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopPrerequisites {\n    workshopPrerequisites {\n      hasProfile\n      profileVisible\n      emailVerified\n    }\n  }\n"): (typeof documents)["\n  query WorkshopPrerequisites {\n    workshopPrerequisites {\n      hasProfile\n      profileVisible\n      emailVerified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkshop($input: CreateWorkshopInput!) {\n    createWorkshop(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkshop($input: CreateWorkshopInput!) {\n    createWorkshop(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {\n    updateWorkshop(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkshop($id: ID!, $input: UpdateWorkshopInput!) {\n    updateWorkshop(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!, $reason: String) {\n    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime, reason: $reason) {\n      id\n      startsAt\n      offSchedule\n    }\n  }\n"): (typeof documents)["\n  mutation MoveWorkshopSession($sessionId: ID!, $startTime: DateTime!, $reason: String) {\n    moveWorkshopSession(sessionId: $sessionId, startTime: $startTime, reason: $reason) {\n      id\n      startsAt\n      offSchedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessageSessionRegistrants($sessionId: ID!, $subject: String!, $body: String!) {\n    messageSessionRegistrants(sessionId: $sessionId, subject: $subject, body: $body) {\n      sent\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation MessageSessionRegistrants($sessionId: ID!, $subject: String!, $body: String!) {\n    messageSessionRegistrants(sessionId: $sessionId, subject: $subject, body: $body) {\n      sent\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWorkshopSession($sessionId: ID!) {\n    confirmWorkshopSession(sessionId: $sessionId) {\n      id\n      runConfirmedAt\n      runConfirmedByHost\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWorkshopSession($sessionId: ID!) {\n    confirmWorkshopSession(sessionId: $sessionId) {\n      id\n      runConfirmedAt\n      runConfirmedByHost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWorkshopSession($sessionId: ID!) {\n    cancelWorkshopSession(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation CancelWorkshopSession($sessionId: ID!) {\n    cancelWorkshopSession(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopRegistrants($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      title\n      notifyHostOnRegistration\n      minParticipants\n      minParticipantsDecisionHours\n      sessions {\n        id\n        startsAt\n        capacity\n        registeredCount\n        offSchedule\n        runConfirmedAt\n      }\n    }\n    workshopAttendance(workshopId: $id) {\n      sessionId\n      startsAt\n      endsAt\n      registered\n      attended\n      noShows\n    }\n    workshopFeedback(workshopId: $id) {\n      workshopId\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n    }\n    workshopRegistrants(workshopId: $id) {\n      id\n      sessionId\n      name\n      email\n      status\n      isMember\n      notes\n      paymentState\n    }\n  }\n"): (typeof documents)["\n  query WorkshopRegistrants($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      title\n      notifyHostOnRegistration\n      minParticipants\n      minParticipantsDecisionHours\n      sessions {\n        id\n        startsAt\n        capacity\n        registeredCount\n        offSchedule\n        runConfirmedAt\n      }\n    }\n    workshopAttendance(workshopId: $id) {\n      sessionId\n      startsAt\n      endsAt\n      registered\n      attended\n      noShows\n    }\n    workshopFeedback(workshopId: $id) {\n      workshopId\n      sessions {\n        sessionId\n        startsAt\n        figures {\n          count\n          overall\n          content\n          host\n        }\n      }\n    }\n    workshopRegistrants(workshopId: $id) {\n      id\n      sessionId\n      name\n      email\n      status\n      isMember\n      notes\n      paymentState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorkshopRegistrationMails($id: ID!, $enabled: Boolean!) {\n    setWorkshopRegistrationMails(id: $id, enabled: $enabled) {\n      id\n      notifyHostOnRegistration\n    }\n  }\n"): (typeof documents)["\n  mutation SetWorkshopRegistrationMails($id: ID!, $enabled: Boolean!) {\n    setWorkshopRegistrationMails(id: $id, enabled: $enabled) {\n      id\n      notifyHostOnRegistration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    checkInCode\n    joinPath\n    workshop {\n      id\n      slug\n      title\n      format\n    }\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    invoices {\n      id\n      ...MemberInvoice_invoice\n    }\n  }\n"): (typeof documents)["\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    checkInCode\n    joinPath\n    workshop {\n      id\n      slug\n      title\n      format\n    }\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    invoices {\n      id\n      ...MemberInvoice_invoice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n"): (typeof documents)["\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterGuest(\n    $sessionId: ID!\n    $name: String!\n    $email: String!\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerGuest(\n      sessionId: $sessionId\n      name: $name\n      email: $email\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterGuest(\n    $sessionId: ID!\n    $name: String!\n    $email: String!\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerGuest(\n      sessionId: $sessionId\n      name: $name\n      email: $email\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForWorkshop(\n    $sessionId: ID!\n    $notes: String\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerForWorkshop(\n      sessionId: $sessionId\n      notes: $notes\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForWorkshop(\n    $sessionId: ID!\n    $notes: String\n    $joinWaitlist: Boolean\n    $checkout: CheckoutInput\n  ) {\n    registerForWorkshop(\n      sessionId: $sessionId\n      notes: $notes\n      joinWaitlist: $joinWaitlist\n      checkout: $checkout\n    ) {\n      id\n      status\n      invoices {\n        number\n        kind\n        grossCents\n        dueAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    slug\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    hostedByMe\n    basePriceCents\n    memberPriceCents\n    format\n    location\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    slug\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    hostedByMe\n    basePriceCents\n    memberPriceCents\n    format\n    location\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePromoCode($input: PromoCodeInput!) {\n    savePromoCode(input: $input) {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n"): (typeof documents)["\n  mutation SavePromoCode($input: PromoCodeInput!) {\n    savePromoCode(input: $input) {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromoCodes {\n    adminPromoCodes {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n"): (typeof documents)["\n  query AdminPromoCodes {\n    adminPromoCodes {\n      id\n      code\n      tool\n      descriptionDe\n      descriptionEn\n      active\n      workshopId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWorkshopTexts($id: ID!) {\n    approveWorkshopTexts(id: $id) {\n      id\n      title\n      description\n      pendingTitle\n      pendingDescription\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveWorkshopTexts($id: ID!) {\n    approveWorkshopTexts(id: $id) {\n      id\n      title\n      description\n      pendingTitle\n      pendingDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectWorkshopTexts($id: ID!) {\n    rejectWorkshopTexts(id: $id) {\n      id\n      pendingTitle\n      pendingDescription\n    }\n  }\n"): (typeof documents)["\n  mutation RejectWorkshopTexts($id: ID!) {\n    rejectWorkshopTexts(id: $id) {\n      id\n      pendingTitle\n      pendingDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingWorkshopItem_workshop on Workshop {\n    id\n    title\n    description\n    startTime\n    durationMinutes\n    maxParticipants\n    format\n    location\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    pendingPosterIsPdf\n    pendingTitle\n    pendingDescription\n    isApproved\n    creatorName\n    creatorEmail\n  }\n"): (typeof documents)["\n  fragment PendingWorkshopItem_workshop on Workshop {\n    id\n    title\n    description\n    startTime\n    durationMinutes\n    maxParticipants\n    format\n    location\n    posterUrl\n    posterIsPdf\n    pendingPosterUrl\n    pendingPosterIsPdf\n    pendingTitle\n    pendingDescription\n    isApproved\n    creatorName\n    creatorEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWorkshop($id: ID!) {\n    approveWorkshop(id: $id) {\n      id\n      isApproved\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveWorkshop($id: ID!) {\n    approveWorkshop(id: $id) {\n      id\n      isApproved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectWorkshop($id: ID!, $input: WorkshopRejectionInput) {\n    rejectWorkshop(id: $id, input: $input)\n  }\n"): (typeof documents)["\n  mutation RejectWorkshop($id: ID!, $input: WorkshopRejectionInput) {\n    rejectWorkshop(id: $id, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWorkshopPoster($id: ID!) {\n    approveWorkshopPoster(id: $id) {\n      id\n      posterUrl\n      pendingPosterUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveWorkshopPoster($id: ID!) {\n    approveWorkshopPoster(id: $id) {\n      id\n      posterUrl\n      pendingPosterUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectWorkshopPoster($id: ID!) {\n    rejectWorkshopPoster(id: $id) {\n      id\n      pendingPosterUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RejectWorkshopPoster($id: ID!) {\n    rejectWorkshopPoster(id: $id) {\n      id\n      pendingPosterUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingWorkshops {\n    pendingWorkshops {\n      id\n      ...PendingWorkshopItem_workshop\n    }\n  }\n"): (typeof documents)["\n  query PendingWorkshops {\n    pendingWorkshops {\n      id\n      ...PendingWorkshopItem_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopChangeItem_change on WorkshopChange {\n    id\n    workshopTitle\n    createdAt\n    isReviewed\n    changes\n  }\n"): (typeof documents)["\n  fragment WorkshopChangeItem_change on WorkshopChange {\n    id\n    workshopTitle\n    createdAt\n    isReviewed\n    changes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkWorkshopChangeReviewed($id: ID!) {\n    markWorkshopChangeReviewed(id: $id) {\n      id\n      isReviewed\n    }\n  }\n"): (typeof documents)["\n  mutation MarkWorkshopChangeReviewed($id: ID!) {\n    markWorkshopChangeReviewed(id: $id) {\n      id\n      isReviewed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopChanges {\n    workshopChanges {\n      id\n      isReviewed\n      ...WorkshopChangeItem_change\n    }\n  }\n"): (typeof documents)["\n  query WorkshopChanges {\n    workshopChanges {\n      id\n      isReviewed\n      ...WorkshopChangeItem_change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWorkshop($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      ...WorkshopEditor_workshop\n    }\n  }\n"): (typeof documents)["\n  query MyWorkshop($id: ID!) {\n    myWorkshop(id: $id) {\n      id\n      ...WorkshopEditor_workshop\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;