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