import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, registerVerifiedMember, signIn, uniqueEmail } from '../support/accounts';
import { gqlAs } from '../support/admin-api';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  declineCookiesIn,
  expectNoHorizontalScroll,
  expectNoSeriousAxeFaults,
  type Language,
} from '../support/visit';

const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

const TEXTS = {
  de: {
    open: 'Matching und Team',
    search: 'Nach Fähigkeit suchen',
    why: (skill: string) => `1 von 2 Fähigkeiten: ${skill}`,
    choose: (name: string) => `${name} auswählen`,
    note: 'Nachricht an die Fachleute (optional)',
    offer: 'Projekt anbieten',
    offered: 'Angeboten – die Fachleute bekommen eine E-Mail.',
    offerMail: 'Ein Projekt für Sie',
    termsTitle: 'Für Projekte: Verfügbarkeit und Konditionen',
    projectsTitle: 'Projektangebote',
    message: 'Ihre Nachricht (optional)',
    accept: 'Zusagen',
    answered: 'Danke, Ihre Antwort ist angekommen.',
    rate: (name: string) => `Stundensatz für ${name} (€, zahlt das Unternehmen)`,
    send: 'Vorschlag an das Unternehmen senden',
    sent: 'Der Vorschlag ist beim Unternehmen.',
    proposalMail: 'Ihr Team-Vorschlag ist da',
    proposalTitle: 'Ihr vorgeschlagenes Team',
    perHour: '95,00 € pro Stunde',
    acceptTeam: 'Team annehmen',
    accepted: 'Sie haben das Team angenommen. Die Fachleute melden sich bei Ihnen.',
    running: 'Läuft',
    startMail: 'Das Projekt startet',
    contact: 'Das Projekt läuft – Ihr Kontakt',
  },
  en: {
    open: 'Matching and team',
    search: 'Search by skill',
    why: (skill: string) => `1 of 2 skills: ${skill}`,
    choose: (name: string) => `Select ${name}`,
    note: 'Message to the specialists (optional)',
    offer: 'Offer the project',
    offered: 'Offered – the specialists receive an e-mail.',
    offerMail: 'A project for you',
    termsTitle: 'For projects: availability and terms',
    projectsTitle: 'Project offers',
    message: 'Your message (optional)',
    accept: 'Accept',
    answered: 'Thank you, your answer has arrived.',
    rate: (name: string) => `Hourly rate for ${name} (€, paid by the company)`,
    send: 'Send the proposal to the company',
    sent: 'The proposal is with the company.',
    proposalMail: 'Your proposed team is ready',
    proposalTitle: 'Your proposed team',
    perHour: '€95.00 per hour',
    acceptTeam: 'Accept the team',
    accepted: 'You accepted the team. The specialists will get in touch with you.',
    running: 'Running',
    startMail: 'The project is starting',
    contact: 'The project is running – your contact',
  },
} as const;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function hideCookieBanner(page: Page) {
  await page.addStyleTag({ content: '.cookie-banner { display: none !important; }' });
}

/** A GraphQL call with a member's token; throws on any error. */
async function gqlAsMember<T>(
  request: APIRequestContext,
  account: { email: string; password: string },
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${await login.text()}`);
  const token = ((await login.json()) as { token: string }).token;
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

for (const language of ['de', 'en'] as Language[]) {
  test(`[${language}] the admin matches and offers, a specialist accepts on a phone, the company accepts the proposed team`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = TEXTS[language];
    const run = Date.now().toString(36);
    const skill = `Quantenoptik-${language}-${run}`;
    const name = `Fiona Fach ${language.toUpperCase()} ${run}`;
    const company = `Team ${language.toUpperCase()} ${run} GmbH`;
    const companyEmail = uniqueEmail(`team-${language}`);

    // A specialist with an approved profile, available and with no permission needed.
    const specialist = await registerVerifiedMember(request, { name, locale: language });
    const { updateMyProfile } = await gqlAsMember<{ updateMyProfile: { id: string } }>(
      request,
      specialist,
      'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }',
      {
        i: {
          displayName: name,
          headline: 'Optik & Daten',
          skills: [skill, 'Figma'],
          visibility: 'public',
        },
      },
    );
    await gqlAs(request, 'admin', 'mutation($id: ID!) { approveProfile(id: $id) { id } }', {
      id: updateMyProfile.id,
    });
    await gqlAsMember(
      request,
      specialist,
      'mutation($i: SpecialistTermsInput!) { updateMySpecialistTerms(input: $i) { remote } }',
      { i: { hoursPerWeek: 20, remote: true, regions: ['BE'], employerPermission: 'not_needed' } },
    );

    // A company's request (the form itself is proven by project-requests.spec.ts).
    const sent = await request.post('/api/projects/requests', {
      headers: { 'x-locale': language },
      data: {
        company,
        contactName: 'Carla Kunde',
        email: companyEmail,
        description: 'Messdaten unserer Laser auswerten',
        skills: [skill, 'Python'],
        hoursPerWeek: 10,
        startDate: inDays(30),
        durationWeeks: 8,
        workMode: 'REMOTE',
        privacyAccepted: true,
      },
    });
    expect(sent.ok()).toBe(true);
    const confirmation = await waitForMail((m) => m.to.includes(companyEmail));
    const followLink = new URL(linkIn(confirmation, '/projekt-anfragen/verfolgen?token='));

    // The admin finds the specialist by skill, sees why they match, and offers the project.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(admin, ADMIN, '/member-area?tab=admin&section=projects');
    await declineCookiesIn(admin, language);
    const card = admin.getByRole('article', { name: company });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByText(t.open).click();
    await card.getByLabel(t.search).fill(skill.slice(0, 14));
    const match = card.getByTestId('project-match').filter({ hasText: name });
    await expect(match.getByTestId('match-why')).toContainText(t.why(skill));
    await expect(match.getByTestId('match-why')).toContainText('20');
    await match.getByRole('checkbox', { name: t.choose(name) }).check();
    await card.getByLabel(t.note).fill('Ihre Optik-Erfahrung passt genau.');
    await card.getByRole('button', { name: t.offer }).click();
    await expect(card.getByText(t.offered)).toBeVisible();
    await expectNoSeriousAxeFaults(admin);
    await hideCookieBanner(admin);
    await admin.screenshot({ path: `${SHOTS}/project-match-${language}.png`, fullPage: true });
    const offerMail = await waitForMail(
      (m) => m.to.includes(specialist.email) && m.subject === t.offerMail,
    );
    expect(offerMail.text).not.toContain(companyEmail);

    // The specialist, on a phone, sees the offer without the company's contact and accepts.
    const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await phoneContext.newPage();
    await phone.addInitScript((l) => window.localStorage.setItem('oiv-locale', l), language);
    await signIn(phone, specialist, '/member-area?tab=profile');
    await declineCookiesIn(phone, language);
    await expect(phone.getByRole('heading', { name: t.termsTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousAxeFaults(phone);
    await expectNoHorizontalScroll(phone, 375);
    await phone.goto('/member-area?tab=projects');
    await expect(phone.getByRole('heading', { name: t.projectsTitle })).toBeVisible({
      timeout: 30_000,
    });
    const offer = phone.getByTestId('project-offer');
    await expect(offer).toHaveCount(1);
    await expect(offer).toContainText(skill);
    await expect(offer).not.toContainText(company);
    await expect(offer).not.toContainText(companyEmail);
    await expectNoSeriousAxeFaults(phone);
    await expectNoHorizontalScroll(phone, 375);
    await hideCookieBanner(phone);
    await phone.screenshot({ path: `${SHOTS}/project-offer-${language}-375.png`, fullPage: true });
    await offer.getByLabel(t.message).fill('Sehr gern!');
    await offer.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(offer.getByText(t.answered)).toBeVisible();

    // The admin proposes the team with the rate the company pays.
    await admin.reload();
    const again = admin.getByRole('article', { name: company });
    await expect(again).toBeVisible({ timeout: 30_000 });
    await again.getByText(t.open).click();
    await again.getByLabel(t.rate(name)).fill('95');
    await again.getByRole('button', { name: t.send }).click();
    await expect(again.getByText(t.sent)).toBeVisible();
    await adminContext.close();

    // The company opens its link from the proposal mail and accepts the team.
    const proposalMail = await waitForMail(
      (m) => m.to.includes(companyEmail) && m.subject === t.proposalMail,
    );
    const link = new URL(linkIn(proposalMail, '/projekt-anfragen/verfolgen?token='));
    expect(link.searchParams.get('token')).toBe(followLink.searchParams.get('token'));
    const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await companyContext.newPage();
    // Cookies declined first: the banner's helper presses any button named like its own.
    await page.goto(language === 'en' ? '/?lang=en' : '/');
    await declineCookiesIn(page, language);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: t.proposalTitle })).toBeVisible({
      timeout: 30_000,
    });
    const member = page.getByTestId('proposal-member');
    await expect(member).toContainText(name);
    await expect(member).toContainText(t.perHour);
    await expectNoSeriousAxeFaults(page);
    await page.getByRole('button', { name: t.acceptTeam }).click();
    await expect(page.getByText(t.accepted)).toBeVisible();
    await expect(page.getByTestId('project-status')).toHaveText(t.running);
    await hideCookieBanner(page);
    await page.screenshot({ path: `${SHOTS}/project-proposal-${language}.png`, fullPage: true });
    await companyContext.close();

    // The specialist is told and now sees the company's contact.
    await waitForMail((m) => m.to.includes(specialist.email) && m.subject === t.startMail);
    await phone.reload();
    const contact = phone.getByTestId('project-contact');
    await expect(contact).toContainText(companyEmail, { timeout: 30_000 });
    await expect(phone.getByRole('heading', { name: t.contact })).toBeVisible();
    await expectNoHorizontalScroll(phone, 375);
    await phoneContext.close();
  });
}
