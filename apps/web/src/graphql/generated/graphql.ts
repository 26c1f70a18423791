/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AvailabilityInput = {
  windows: Array<AvailabilityWindowInput>;
};

export type AvailabilityWindowInput = {
  endTime: string;
  startTime: string;
  weekday: number;
};

export type BookConsultationInput = {
  consultantId: string | number;
  email: string;
  message?: string | null | undefined;
  name: string;
  start?: string | null | undefined;
};

export type ConsultantSettingsInput = {
  active: boolean;
  appointmentMinutes: number;
  bufferMinutes: number;
  displayName: string;
  horizonDays: number;
  minNoticeHours: number;
};

export type CreateConsultantInput = {
  displayName?: string | null | undefined;
  email: string;
};

export type DayOffInput = {
  endDate: string;
  note?: string | null | undefined;
  startDate: string;
};

export type AppVersion_AppInfoFragment = { __typename: 'AppInfo', version: string } & { ' $fragmentName'?: 'AppVersion_AppInfoFragment' };

export type SetConsultantAvailabilityMutationVariables = Exact<{
  id: string | number;
  input: AvailabilityInput;
}>;


export type SetConsultantAvailabilityMutation = { setConsultantAvailability: { __typename: 'ConsultantAdmin', id: string, availability: Array<{ __typename: 'AvailabilityWindow', weekday: number, startTime: string, endTime: string }> } };

export type BookingAdminConsultantsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingAdminConsultantsQuery = { bookingConsultants: Array<(
    { __typename: 'ConsultantAdmin', id: string }
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


export type BookConsultationMutation = { bookConsultation: { __typename: 'BookingConfirmation', id: string, consultantName: string, start: string, end: string, email: string } };

export type CancellableBookingQueryVariables = Exact<{
  token: string;
}>;


export type CancellableBookingQuery = { cancellableBooking: { __typename: 'CancellableBooking', consultantName: string, start: string, end: string, cancelled: boolean, cancelDeadline: string } };

export type CancelBookingMutationVariables = Exact<{
  token: string;
}>;


export type CancelBookingMutation = { cancelBooking: { __typename: 'CancellableBooking', consultantName: string, start: string, end: string, cancelled: boolean, cancelDeadline: string } };

export type ConsultantEditor_ConsultantFragment = { __typename: 'ConsultantAdmin', id: string, email: string, displayName: string, active: boolean, appointmentMinutes: number, bufferMinutes: number, minNoticeHours: number, horizonDays: number, availability: Array<{ __typename: 'AvailabilityWindow', weekday: number, startTime: string, endTime: string }>, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }> } & { ' $fragmentName'?: 'ConsultantEditor_ConsultantFragment' };

export type UpdateConsultantMutationVariables = Exact<{
  id: string | number;
  input: ConsultantSettingsInput;
}>;


export type UpdateConsultantMutation = { updateConsultant: { __typename: 'ConsultantAdmin', id: string, displayName: string, active: boolean, appointmentMinutes: number, bufferMinutes: number, minNoticeHours: number, horizonDays: number } };

export type AddConsultantDayOffMutationVariables = Exact<{
  consultantId: string | number;
  input: DayOffInput;
}>;


export type AddConsultantDayOffMutation = { addConsultantDayOff: { __typename: 'ConsultantAdmin', id: string, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }> } };

export type RemoveConsultantDayOffMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveConsultantDayOffMutation = { removeConsultantDayOff: { __typename: 'ConsultantAdmin', id: string, daysOff: Array<{ __typename: 'ConsultantDayOff', id: string, startDate: string, endDate: string, note: string | null }> } };

export type BookingConsultantsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingConsultantsQuery = { consultants: Array<{ __typename: 'Consultant', id: string, displayName: string, appointmentMinutes: number }> };

export type BookingSlotsQueryVariables = Exact<{
  consultantId: string | number;
  from: string;
  to: string;
}>;


export type BookingSlotsQuery = { availableSlots: Array<{ __typename: 'BookingSlot', start: string, end: string }> };

export type UpcomingBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpcomingBookingsQuery = { upcomingBookings: Array<{ __typename: 'UpcomingBooking', id: string, consultantName: string, start: string, end: string, name: string, email: string, message: string | null }> };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: (
    { __typename: 'AppInfo' }
    & { ' $fragmentRefs'?: { 'AppVersion_AppInfoFragment': AppVersion_AppInfoFragment } }
  ) };

export const AppVersion_AppInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppVersion_AppInfoFragment, unknown>;
export const ConsultantEditor_ConsultantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ConsultantEditor_ConsultantFragment, unknown>;
export const SetConsultantAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetConsultantAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConsultantAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<SetConsultantAvailabilityMutation, SetConsultantAvailabilityMutationVariables>;
export const BookingAdminConsultantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingAdminConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantEditor_consultant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<BookingAdminConsultantsQuery, BookingAdminConsultantsQueryVariables>;
export const CreateConsultantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateConsultant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsultantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConsultantEditor_consultant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConsultantEditor_consultant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantAdmin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<CreateConsultantMutation, CreateConsultantMutationVariables>;
export const BookConsultationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookConsultation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookConsultationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookConsultation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BookConsultationMutation, BookConsultationMutationVariables>;
export const CancellableBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellableBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellableBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDeadline"}}]}}]}}]} as unknown as DocumentNode<CancellableBookingQuery, CancellableBookingQueryVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancelDeadline"}}]}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const UpdateConsultantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConsultant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}}]}}]}}]} as unknown as DocumentNode<UpdateConsultantMutation, UpdateConsultantMutationVariables>;
export const AddConsultantDayOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddConsultantDayOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DayOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addConsultantDayOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<AddConsultantDayOffMutation, AddConsultantDayOffMutationVariables>;
export const RemoveConsultantDayOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveConsultantDayOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeConsultantDayOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"daysOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveConsultantDayOffMutation, RemoveConsultantDayOffMutationVariables>;
export const BookingConsultantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingConsultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consultants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentMinutes"}}]}}]}}]} as unknown as DocumentNode<BookingConsultantsQuery, BookingConsultantsQueryVariables>;
export const BookingSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consultantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consultantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<BookingSlotsQuery, BookingSlotsQueryVariables>;
export const UpcomingBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"consultantName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpcomingBookingsQuery, UpcomingBookingsQueryVariables>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppVersion_appInfo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppVersion_appInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;