import type { APIRequestContext } from '@playwright/test';
import { ADMIN, registerVerifiedMember, uniqueEmail, type TestAccount } from './accounts';
import { graphqlAs } from './hosting';
import { linkIn, waitForMail } from './mailbox';

export interface RunningProjectSetup {
  requestId: string;
  company: string;
  companyEmail: string;
  /** The company's follow link (from its confirmation mail). */
  followLink: string;
  specialist: TestAccount;
}

/**
 * A request offered to one specialist, made the way people make it (through the API): a
 * company's request from the form, a specialist with an approved profile and no employer's
 * permission needed, and the admin's offer (not yet answered).
 */
export async function offeredProjectFor(
  request: APIRequestContext,
  options: { company: string; specialistName: string; locale: 'de' | 'en' },
): Promise<RunningProjectSetup> {
  const specialist = await registerVerifiedMember(request, {
    name: options.specialistName,
    locale: options.locale,
  });
  const { updateMyProfile } = await graphqlAs<{ updateMyProfile: { id: string; userId: string } }>(
    request,
    specialist,
    'mutation ($i: ProfileInput!) { updateMyProfile(input: $i) { id userId } }',
    { i: { displayName: options.specialistName, headline: 'Data Science', visibility: 'team' } },
  );
  await graphqlAs(request, ADMIN, 'mutation ($id: ID!) { approveProfile(id: $id) { id } }', {
    id: updateMyProfile.id,
  });
  await graphqlAs(
    request,
    specialist,
    'mutation ($i: SpecialistTermsInput!) { updateMySpecialistTerms(input: $i) { remote } }',
    { i: { remote: true, regions: [], hoursPerWeek: 10, employerPermission: 'not_needed' } },
  );

  const companyEmail = uniqueEmail('firma');
  const sent = await request.post('/api/projects/requests', {
    headers: { 'x-locale': options.locale },
    data: {
      company: options.company,
      contactName: 'Carla Kunde',
      email: companyEmail,
      description: 'Vorausschauende Wartung mit KI.',
      skills: ['Python'],
      hoursPerWeek: 10,
      startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      durationWeeks: 12,
      workMode: 'REMOTE',
      privacyAccepted: true,
    },
  });
  if (!sent.ok()) throw new Error(`request failed: ${await sent.text()}`);
  const confirmation = await waitForMail((m) => m.to.includes(companyEmail));
  const followLink = linkIn(confirmation, '/projekt-anfragen/verfolgen');
  const { projectRequests } = await graphqlAs<{
    projectRequests: Array<{ id: string; company: string }>;
  }>(request, ADMIN, '{ projectRequests(status: "NEW") { id company } }');
  const requestId = projectRequests.find((r) => r.company === options.company)!.id;
  await graphqlAs(
    request,
    ADMIN,
    'mutation ($i: MoveProjectRequestInput!) { moveProjectRequest(input: $i) { id } }',
    { i: { id: requestId, status: 'MATCHING' } },
  );
  await graphqlAs(
    request,
    ADMIN,
    'mutation ($i: OfferProjectInput!) { offerProject(input: $i) { requestId } }',
    { i: { requestId, specialistUserIds: [updateMyProfile.userId], note: 'Passt gut.' } },
  );
  return { requestId, company: options.company, companyEmail, followLink, specialist };
}

/**
 * A project that runs: the offer of `offeredProjectFor`, the specialist's acceptance, the
 * admin's proposal at `rateCents` an hour and the company's acceptance through its link.
 */
export async function runningProjectFor(
  request: APIRequestContext,
  options: { company: string; specialistName: string; rateCents: number; locale: 'de' | 'en' },
): Promise<RunningProjectSetup> {
  const offered = await offeredProjectFor(request, options);
  const { requestId, specialist } = offered;
  const token = new URL(offered.followLink).searchParams.get('token')!;
  const { myProjectOffers } = await graphqlAs<{ myProjectOffers: Array<{ id: string }> }>(
    request,
    specialist,
    '{ myProjectOffers { id } }',
  );
  const offerId = myProjectOffers[0].id;
  await graphqlAs(
    request,
    specialist,
    'mutation ($i: AnswerProjectOfferInput!) { answerProjectOffer(input: $i) { id } }',
    { i: { offerId, accept: true, message: 'Gern.' } },
  );
  await graphqlAs(
    request,
    ADMIN,
    'mutation ($i: SendProjectProposalInput!) { sendProjectProposal(input: $i) { requestId } }',
    { i: { requestId, members: [{ offerId, hourlyRateCents: options.rateCents }] } },
  );
  await graphqlAs(
    request,
    null,
    'mutation ($i: AnswerProjectProposalInput!) { answerProjectProposal(input: $i) }',
    { i: { token, accept: true } },
  );
  return offered;
}
