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
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": typeof types.AppVersion_AppInfoFragmentDoc,
    "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.SetConsultantAvailabilityDocument,
    "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": typeof types.BookingAdminConsultantsDocument,
    "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": typeof types.CreateConsultantDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n    }\n  }\n": typeof types.BookConsultationDocument,
    "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n": typeof types.CancellableBookingDocument,
    "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    availability {\n      weekday\n      startTime\n      endTime\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n": typeof types.ConsultantEditor_ConsultantFragmentDoc,
    "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n    }\n  }\n": typeof types.UpdateConsultantDocument,
    "\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": typeof types.AddConsultantDayOffDocument,
    "\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": typeof types.RemoveConsultantDayOffDocument,
    "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n    }\n  }\n": typeof types.BookingConsultantsDocument,
    "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n    }\n  }\n": typeof types.BookingSlotsDocument,
    "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantName\n      start\n      end\n      name\n      email\n      message\n    }\n  }\n": typeof types.UpcomingBookingsDocument,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": types.AppVersion_AppInfoFragmentDoc,
    "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n      }\n    }\n  }\n": types.SetConsultantAvailabilityDocument,
    "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": types.BookingAdminConsultantsDocument,
    "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n": types.CreateConsultantDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n    }\n  }\n": types.BookConsultationDocument,
    "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n": types.CancellableBookingDocument,
    "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n": types.CancelBookingDocument,
    "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    availability {\n      weekday\n      startTime\n      endTime\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n": types.ConsultantEditor_ConsultantFragmentDoc,
    "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n    }\n  }\n": types.UpdateConsultantDocument,
    "\n  mutation AddConsultantDayOff($consultantId: ID!, $input: DayOffInput!) {\n    addConsultantDayOff(consultantId: $consultantId, input: $input) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": types.AddConsultantDayOffDocument,
    "\n  mutation RemoveConsultantDayOff($id: ID!) {\n    removeConsultantDayOff(id: $id) {\n      id\n      daysOff {\n        id\n        startDate\n        endDate\n        note\n      }\n    }\n  }\n": types.RemoveConsultantDayOffDocument,
    "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n    }\n  }\n": types.BookingConsultantsDocument,
    "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n    }\n  }\n": types.BookingSlotsDocument,
    "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantName\n      start\n      end\n      name\n      email\n      message\n    }\n  }\n": types.UpcomingBookingsDocument,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": types.AppInfoDocument,
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
export function graphql(source: "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"): (typeof documents)["\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetConsultantAvailability($id: ID!, $input: AvailabilityInput!) {\n    setConsultantAvailability(id: $id, input: $input) {\n      id\n      availability {\n        weekday\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"): (typeof documents)["\n  query BookingAdminConsultants {\n    bookingConsultants {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConsultant($input: CreateConsultantInput!) {\n    createConsultant(input: $input) {\n      id\n      ...ConsultantEditor_consultant\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      id\n      consultantName\n      start\n      end\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n"): (typeof documents)["\n  query CancellableBooking($token: String!) {\n    cancellableBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($token: String!) {\n    cancelBooking(token: $token) {\n      consultantName\n      start\n      end\n      cancelled\n      cancelDeadline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    availability {\n      weekday\n      startTime\n      endTime\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment ConsultantEditor_consultant on ConsultantAdmin {\n    id\n    email\n    displayName\n    active\n    appointmentMinutes\n    bufferMinutes\n    minNoticeHours\n    horizonDays\n    availability {\n      weekday\n      startTime\n      endTime\n    }\n    daysOff {\n      id\n      startDate\n      endDate\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConsultant($id: ID!, $input: ConsultantSettingsInput!) {\n    updateConsultant(id: $id, input: $input) {\n      id\n      displayName\n      active\n      appointmentMinutes\n      bufferMinutes\n      minNoticeHours\n      horizonDays\n    }\n  }\n"];
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
export function graphql(source: "\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n    }\n  }\n"): (typeof documents)["\n  query BookingConsultants {\n    consultants {\n      id\n      displayName\n      appointmentMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  query BookingSlots($consultantId: ID!, $from: DateTime!, $to: DateTime!) {\n    availableSlots(consultantId: $consultantId, from: $from, to: $to) {\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantName\n      start\n      end\n      name\n      email\n      message\n    }\n  }\n"): (typeof documents)["\n  query UpcomingBookings {\n    upcomingBookings {\n      id\n      consultantName\n      start\n      end\n      name\n      email\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;