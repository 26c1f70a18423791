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
    "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "\n  fragment AppVersion_appInfo on AppInfo {\n    version\n  }\n": types.AppVersion_AppInfoFragmentDoc,
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
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      ...AppVersion_appInfo\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;