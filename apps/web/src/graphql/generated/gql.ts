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
    "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n": typeof types.AcademyBenefitsDocument,
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    isFeatured\n    tags\n    nextSession {\n      id\n      startsAt\n    }\n    promoCodes {\n      code\n      tool\n      description\n    }\n    ...WorkshopPrice_workshop\n  }\n": typeof types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": typeof types.AcademyWorkshopsDocument,
    "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n": typeof types.AddToCalendarLink_WorkshopFragmentDoc,
    "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n": typeof types.CancelRegistrationDocument,
    "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": typeof types.RegisterGuestDocument,
    "\n  mutation RegisterForWorkshop($sessionId: ID!, $notes: String, $joinWaitlist: Boolean) {\n    registerForWorkshop(sessionId: $sessionId, notes: $notes, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": typeof types.RegisterForWorkshopDocument,
    "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    workshop {\n      id\n      slug\n      title\n    }\n    session {\n      id\n      startsAt\n    }\n  }\n": typeof types.MyRegistrationItem_RegistrationFragmentDoc,
    "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n": typeof types.MyRegistrationsDocument,
    "\n  fragment PublicWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    posterUrl\n    posterIsPdf\n    startTime\n    tags\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n": typeof types.PublicWorkshopCard_WorkshopFragmentDoc,
    "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...PublicWorkshopCard_workshop\n      }\n    }\n  }\n": typeof types.PublicWorkshopsDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n": typeof types.WorkshopDetailDocument,
    "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    category\n    maxParticipants\n    currentParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n  }\n": typeof types.WorkshopFacts_WorkshopFragmentDoc,
    "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.WorkshopHeadTags_WorkshopFragmentDoc,
    "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n": typeof types.WorkshopPrice_WorkshopFragmentDoc,
    "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n": typeof types.WorkshopRegistrationCard_WorkshopFragmentDoc,
    "\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n": typeof types.PendingProfileCard_ProfileFragmentDoc,
    "\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n": typeof types.PendingProfilesDocument,
    "\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": typeof types.ApproveProfileDocument,
    "\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": typeof types.RejectProfileDocument,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": typeof types.AppVersion_AppInfoFragmentDoc,
    "\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n": typeof types.ApprovalStatus_ProfileFragmentDoc,
    "\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n": typeof types.DeleteAccountDialog_UserFragmentDoc,
    "\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": typeof types.ProfileView_ProfileFragmentDoc,
    "\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n": typeof types.YourDataDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": typeof types.ExportMyDataDocument,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n": types.AcademyBenefitsDocument,
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    isFeatured\n    tags\n    nextSession {\n      id\n      startsAt\n    }\n    promoCodes {\n      code\n      tool\n      description\n    }\n    ...WorkshopPrice_workshop\n  }\n": types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": types.AcademyWorkshopsDocument,
    "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n": types.AddToCalendarLink_WorkshopFragmentDoc,
    "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n": types.CancelRegistrationDocument,
    "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": types.RegisterGuestDocument,
    "\n  mutation RegisterForWorkshop($sessionId: ID!, $notes: String, $joinWaitlist: Boolean) {\n    registerForWorkshop(sessionId: $sessionId, notes: $notes, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": types.RegisterForWorkshopDocument,
    "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    workshop {\n      id\n      slug\n      title\n    }\n    session {\n      id\n      startsAt\n    }\n  }\n": types.MyRegistrationItem_RegistrationFragmentDoc,
    "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n": types.MyRegistrationsDocument,
    "\n  fragment PublicWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    posterUrl\n    posterIsPdf\n    startTime\n    tags\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n": types.PublicWorkshopCard_WorkshopFragmentDoc,
    "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...PublicWorkshopCard_workshop\n      }\n    }\n  }\n": types.PublicWorkshopsDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n": types.WorkshopDetailDocument,
    "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    category\n    maxParticipants\n    currentParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n  }\n": types.WorkshopFacts_WorkshopFragmentDoc,
    "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": types.WorkshopHeadTags_WorkshopFragmentDoc,
    "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n": types.WorkshopPrice_WorkshopFragmentDoc,
    "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n": types.WorkshopRegistrationCard_WorkshopFragmentDoc,
    "\n  fragment PendingProfileCard_profile on Profile {\n    displayName\n    email\n    headline\n    approvalStatus\n    createdAt\n    bio\n    skills\n    company\n    location\n    photoUrl\n    links {\n      linkedin\n      website\n    }\n  }\n": types.PendingProfileCard_ProfileFragmentDoc,
    "\n  query PendingProfiles {\n    pendingProfiles {\n      id\n      ...PendingProfileCard_profile\n    }\n  }\n": types.PendingProfilesDocument,
    "\n  mutation ApproveProfile($id: ID!, $input: ReviewCommentInput) {\n    approveProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": types.ApproveProfileDocument,
    "\n  mutation RejectProfile($id: ID!, $input: ReviewCommentInput) {\n    rejectProfile(id: $id, input: $input) {\n      id\n      approvalStatus\n      adminComment\n    }\n  }\n": types.RejectProfileDocument,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": types.AppVersion_AppInfoFragmentDoc,
    "\n  fragment ApprovalStatus_profile on Profile {\n    approvalStatus\n    adminComment\n  }\n": types.ApprovalStatus_ProfileFragmentDoc,
    "\n  fragment DeleteAccountDialog_user on User {\n    hasPassword\n  }\n": types.DeleteAccountDialog_UserFragmentDoc,
    "\n  mutation DeleteMyAccount($password: String) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  fragment ProfileForm_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      approvalStatus\n      updatedAt\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    myProfile {\n      id\n      ...ProfileView_profile\n      ...ProfileForm_profile\n      ...ApprovalStatus_profile\n    }\n  }\n": types.MyProfileDocument,
    "\n  fragment ProfileView_profile on Profile {\n    displayName\n    email\n    headline\n    bio\n    skills\n    company\n    location\n    photoUrl\n    visibility\n    links {\n      linkedin\n      website\n      github\n      twitter\n    }\n  }\n": types.ProfileView_ProfileFragmentDoc,
    "\n  query YourData {\n    me {\n      id\n      ...DeleteAccountDialog_user\n    }\n  }\n": types.YourDataDocument,
    "\n  mutation ExportMyData {\n    exportMyData\n  }\n": types.ExportMyDataDocument,
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
export function graphql(source: "\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademyBenefits {\n    academyBenefits {\n      memberDiscountPercent\n      priorityRegistration\n      promoCodes {\n        code\n        tool\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    isFeatured\n    tags\n    nextSession {\n      id\n      startsAt\n    }\n    promoCodes {\n      code\n      tool\n      description\n    }\n    ...WorkshopPrice_workshop\n  }\n"): (typeof documents)["\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    category\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    isFeatured\n    tags\n    nextSession {\n      id\n      startsAt\n    }\n    promoCodes {\n      code\n      tool\n      description\n    }\n    ...WorkshopPrice_workshop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int!, $limit: Int!) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  fragment AddToCalendarLink_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    nextSession {\n      id\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRegistration($id: ID!, $reason: String) {\n    cancelRegistration(id: $id, reason: $reason) {\n      id\n      status\n      cancellationReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForWorkshop($sessionId: ID!, $notes: String, $joinWaitlist: Boolean) {\n    registerForWorkshop(sessionId: $sessionId, notes: $notes, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForWorkshop($sessionId: ID!, $notes: String, $joinWaitlist: Boolean) {\n    registerForWorkshop(sessionId: $sessionId, notes: $notes, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    workshop {\n      id\n      slug\n      title\n    }\n    session {\n      id\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  fragment MyRegistrationItem_registration on Registration {\n    id\n    status\n    priceCents\n    cancellationReason\n    workshop {\n      id\n      slug\n      title\n    }\n    session {\n      id\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n"): (typeof documents)["\n  query MyRegistrations {\n    myRegistrations {\n      id\n      ...MyRegistrationItem_registration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    posterUrl\n    posterIsPdf\n    startTime\n    tags\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n"): (typeof documents)["\n  fragment PublicWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    posterUrl\n    posterIsPdf\n    startTime\n    tags\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n    ...AddToCalendarLink_workshop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...PublicWorkshopCard_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicWorkshops($limit: Int!) {\n    workshops(page: 1, limit: $limit) {\n      total\n      workshops {\n        id\n        ...PublicWorkshopCard_workshop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n"): (typeof documents)["\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      title\n      description\n      tags\n      learningObjectives\n      posterUrl\n      posterIsPdf\n      ...WorkshopFacts_workshop\n      ...WorkshopRegistrationCard_workshop\n      ...WorkshopHeadTags_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    category\n    maxParticipants\n    currentParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n  }\n"): (typeof documents)["\n  fragment WorkshopFacts_workshop on Workshop {\n    id\n    startTime\n    durationMinutes\n    format\n    location\n    category\n    maxParticipants\n    currentParticipants\n    availableSpots\n    nextSession {\n      id\n      startsAt\n    }\n    ...WorkshopPrice_workshop\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopHeadTags_workshop on Workshop {\n    title\n    description\n    slug\n    format\n    location\n    startTime\n    durationMinutes\n    posterUrl\n    posterIsPdf\n    basePriceCents\n    availableSpots\n    status\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n"): (typeof documents)["\n  fragment WorkshopPrice_workshop on Workshop {\n    basePriceCents\n    memberPriceCents\n    memberDiscountPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopRegistrationCard_workshop on Workshop {\n    id\n    title\n    isPublic\n    visibility\n    guestRegistrationEnabled\n    sessions {\n      id\n      startsAt\n      availableSpots\n    }\n    myRegistration {\n      id\n      status\n      priceCents\n      session {\n        id\n        startsAt\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"): (typeof documents)["\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"];
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
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;