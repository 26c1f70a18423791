import { createAdmin, createMember, type Member } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { auth } from '../support/booking-fixtures.js';

const SAVE = `mutation($i: PromoCodeInput!) {
  savePromoCode(input: $i) { id code tool descriptionDe descriptionEn active workshopId }
}`;
const LIST = '{ adminPromoCodes { id code tool active } }';
const BENEFITS = '{ academyBenefits { promoCodes { code tool description } } }';

const draft = (code: string) => ({
  code,
  tool: 'Lovable',
  descriptionDe: '20 % Rabatt im ersten Monat',
  descriptionEn: '20% off the first month',
  active: true,
});

describe('promo codes for admins', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    // Promo codes are a member benefit: they need a verified address.
    member = await createMember(t, { verified: true });
  });
  afterAll(() => t.close());

  const codes = async () =>
    (await t.db.query<{ code: string; active: boolean }>(
      'SELECT code, active FROM academy_promo_codes ORDER BY code',
    )) as Array<{ code: string; active: boolean }>;

  it('lists, creates, edits (also the code itself) and switches a code off', async () => {
    const created = await t.gql<{ savePromoCode: { id: string; code: string } }>(
      SAVE,
      { i: draft(' lovable-20 ') },
      auth(admin),
    );
    expect(created.errors).toBeUndefined();
    const { id, code } = created.data!.savePromoCode;
    expect(code).toBe('LOVABLE-20');

    const listed = await t.gql<{ adminPromoCodes: Array<{ id: string }> }>(LIST, {}, auth(admin));
    expect(listed.data!.adminPromoCodes.map((c) => c.id)).toContain(id);
    const seen = await t.gql<{ academyBenefits: { promoCodes: Array<{ code: string }> } }>(
      BENEFITS,
      {},
      auth(member),
    );
    expect(seen.data!.academyBenefits.promoCodes.map((c) => c.code)).toContain('LOVABLE-20');

    const renamed = await t.gql<{ savePromoCode: { id: string; code: string; tool: string } }>(
      SAVE,
      { i: { ...draft('LOVABLE-25'), id, tool: 'Lovable Pro' } },
      auth(admin),
    );
    expect(renamed.data!.savePromoCode).toMatchObject({
      id,
      code: 'LOVABLE-25',
      tool: 'Lovable Pro',
    });

    const off = await t.gql(
      SAVE,
      { i: { ...draft('LOVABLE-25'), id, active: false } },
      auth(admin),
    );
    expect(off.errors).toBeUndefined();
    const after = await t.gql<{ academyBenefits: { promoCodes: Array<{ code: string }> } }>(
      BENEFITS,
      {},
      auth(member),
    );
    expect(after.data!.academyBenefits.promoCodes.map((c) => c.code)).not.toContain('LOVABLE-25');
    expect((await codes()).filter((c) => c.code.startsWith('LOVABLE'))).toEqual([
      { code: 'LOVABLE-25', active: false },
    ]);
  });

  it('refuses renaming onto another code, in the caller language, and changes nothing', async () => {
    await t.gql(SAVE, { i: draft('TAKEN-1') }, auth(admin));
    const other = await t.gql<{ savePromoCode: { id: string } }>(
      SAVE,
      { i: draft('OTHER-1') },
      auth(admin),
    );
    const before = await codes();
    for (const [locale, text] of [
      ['de', 'Diesen Code gibt es schon. Bitte wählen Sie einen anderen.'],
      ['en', 'This code already exists. Please choose another one.'],
    ] as const) {
      const clash = await t.gql(
        SAVE,
        { i: { ...draft('taken-1'), id: other.data!.savePromoCode.id } },
        { ...auth(admin), 'x-locale': locale },
      );
      expect(clash.errors?.[0]).toMatchObject({
        message: text,
        extensions: { code: 'PROMO_CODE_TAKEN', fields: { code: text } },
      });
    }
    expect(await codes()).toEqual(before);
  });

  it('answers bad input with a clear error in German or English and stores nothing', async () => {
    const before = await codes();
    for (const [locale, text] of [
      ['de', 'Bitte prüfen Sie Ihre Eingaben.'],
      ['en', 'Please check your input.'],
    ] as const) {
      const bad = await t.gql(
        SAVE,
        { i: { ...draft('NO SPACES'), tool: '   ' } },
        { ...auth(admin), 'x-locale': locale },
      );
      expect(bad.errors?.[0]?.message).toBe(text);
      expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(bad.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
        'code',
        'tool',
      ]);
      const missing = await t.gql(
        SAVE,
        { i: { ...draft('GHOST-1'), id: '00000000-0000-4000-8000-000000000000' } },
        { ...auth(admin), 'x-locale': locale },
      );
      expect(missing.errors?.[0]?.extensions?.code).toBe('PROMO_CODE_NOT_FOUND');
    }
    expect(await codes()).toEqual(before);
  });

  it('is for admins only', async () => {
    const asMember = await t.gql(SAVE, { i: draft('SNEAKY-1') }, auth(member));
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listAsMember = await t.gql(LIST, {}, auth(member));
    expect(listAsMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(LIST);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await codes()).map((c) => c.code)).not.toContain('SNEAKY-1');
  });
});
