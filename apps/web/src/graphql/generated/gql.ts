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
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    category\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    isFeatured\n    tags\n    promoCodes {\n      code\n      tool\n      description\n    }\n  }\n": typeof types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int, $limit: Int) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": typeof types.AcademyWorkshopsDocument,
    "\n  fragment OverviewWorkshopItem_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    startTime\n    durationMinutes\n    location\n    tags\n    availableSpots\n    basePriceCents\n    memberPriceCents\n    posterUrl\n    posterIsPdf\n  }\n": typeof types.OverviewWorkshopItem_WorkshopFragmentDoc,
    "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": typeof types.RegisterGuestDocument,
    "\n  fragment WorkshopDetail_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    learningObjectives\n    tags\n    posterUrl\n    posterIsPdf\n    guestRegistrationEnabled\n    isPublic\n    visibility\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n    myRegistration {\n      id\n      status\n    }\n  }\n": typeof types.WorkshopDetail_WorkshopFragmentDoc,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": typeof types.AppVersion_AppInfoFragmentDoc,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": typeof types.AppInfoDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      ...WorkshopDetail_workshop\n    }\n  }\n": typeof types.WorkshopDetailDocument,
    "\n  query WorkshopOverview($limit: Int) {\n    workshops(limit: $limit) {\n      total\n      workshops {\n        id\n        ...OverviewWorkshopItem_workshop\n      }\n    }\n  }\n": typeof types.WorkshopOverviewDocument,
};
const documents: Documents = {
    "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    category\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    isFeatured\n    tags\n    promoCodes {\n      code\n      tool\n      description\n    }\n  }\n": types.AcademyWorkshopCard_WorkshopFragmentDoc,
    "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int, $limit: Int) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n": types.AcademyWorkshopsDocument,
    "\n  fragment OverviewWorkshopItem_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    startTime\n    durationMinutes\n    location\n    tags\n    availableSpots\n    basePriceCents\n    memberPriceCents\n    posterUrl\n    posterIsPdf\n  }\n": types.OverviewWorkshopItem_WorkshopFragmentDoc,
    "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n": types.RegisterGuestDocument,
    "\n  fragment WorkshopDetail_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    learningObjectives\n    tags\n    posterUrl\n    posterIsPdf\n    guestRegistrationEnabled\n    isPublic\n    visibility\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n    myRegistration {\n      id\n      status\n    }\n  }\n": types.WorkshopDetail_WorkshopFragmentDoc,
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": types.AppVersion_AppInfoFragmentDoc,
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": types.AppInfoDocument,
    "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      ...WorkshopDetail_workshop\n    }\n  }\n": types.WorkshopDetailDocument,
    "\n  query WorkshopOverview($limit: Int) {\n    workshops(limit: $limit) {\n      total\n      workshops {\n        id\n        ...OverviewWorkshopItem_workshop\n      }\n    }\n  }\n": types.WorkshopOverviewDocument,
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
export function graphql(source: "\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    category\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    isFeatured\n    tags\n    promoCodes {\n      code\n      tool\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment AcademyWorkshopCard_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    category\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    isFeatured\n    tags\n    promoCodes {\n      code\n      tool\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int, $limit: Int) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcademyWorkshops($filter: WorkshopFilter, $page: Int, $limit: Int) {\n    workshops(filter: $filter, page: $page, limit: $limit) {\n      total\n      workshops {\n        id\n        ...AcademyWorkshopCard_workshop\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OverviewWorkshopItem_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    startTime\n    durationMinutes\n    location\n    tags\n    availableSpots\n    basePriceCents\n    memberPriceCents\n    posterUrl\n    posterIsPdf\n  }\n"): (typeof documents)["\n  fragment OverviewWorkshopItem_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    startTime\n    durationMinutes\n    location\n    tags\n    availableSpots\n    basePriceCents\n    memberPriceCents\n    posterUrl\n    posterIsPdf\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterGuest($sessionId: ID!, $name: String!, $email: String!, $joinWaitlist: Boolean) {\n    registerGuest(sessionId: $sessionId, name: $name, email: $email, joinWaitlist: $joinWaitlist) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkshopDetail_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    learningObjectives\n    tags\n    posterUrl\n    posterIsPdf\n    guestRegistrationEnabled\n    isPublic\n    visibility\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n    myRegistration {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment WorkshopDetail_workshop on Workshop {\n    id\n    slug\n    title\n    description\n    format\n    location\n    startTime\n    durationMinutes\n    maxParticipants\n    currentParticipants\n    availableSpots\n    basePriceCents\n    memberDiscountPercent\n    memberPriceCents\n    learningObjectives\n    tags\n    posterUrl\n    posterIsPdf\n    guestRegistrationEnabled\n    isPublic\n    visibility\n    nextSession {\n      id\n      startsAt\n      endsAt\n    }\n    myRegistration {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"): (typeof documents)["\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      ...WorkshopDetail_workshop\n    }\n  }\n"): (typeof documents)["\n  query WorkshopDetail($slugOrId: String!) {\n    workshop(slugOrId: $slugOrId) {\n      id\n      ...WorkshopDetail_workshop\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkshopOverview($limit: Int) {\n    workshops(limit: $limit) {\n      total\n      workshops {\n        id\n        ...OverviewWorkshopItem_workshop\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkshopOverview($limit: Int) {\n    workshops(limit: $limit) {\n      total\n      workshops {\n        id\n        ...OverviewWorkshopItem_workshop\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;