import { invoiceAmountsFromNet } from './billing.js';
import { checkProjectHours, hoursAmountCents, hoursToQuarters } from './project-hours.js';

const context = { today: '2026-11-20', projectStart: '2026-11-02' };

describe('project hours rules', () => {
  it('takes hours in quarter steps above 0 and up to 24', () => {
    expect(hoursToQuarters(1.25)).toBe(5);
    expect(hoursToQuarters(24)).toBe(96);
    expect(hoursToQuarters(0)).toBeNull();
    expect(hoursToQuarters(1.3)).toBeNull();
    expect(hoursToQuarters(24.25)).toBeNull();
    expect(hoursToQuarters('2')).toBeNull();
  });

  it('refuses future days, days before the project and too many hours a day', () => {
    const ok = checkProjectHours(
      { workDate: '2026-11-20', hours: 2, description: ' Workshop ' },
      context,
    );
    expect(ok.problems).toEqual({});
    expect(ok.fields).toEqual({ workDate: '2026-11-20', quarters: 8, description: 'Workshop' });
    expect(
      checkProjectHours({ workDate: '2026-11-21', hours: 2, description: 'x' }, context).problems,
    ).toEqual({ workDate: 'HOURS_DATE_IN_FUTURE' });
    expect(
      checkProjectHours({ workDate: '2026-11-01', hours: 2, description: 'x' }, context).problems,
    ).toEqual({ workDate: 'HOURS_DATE_OUTSIDE_PROJECT' });
    expect(
      checkProjectHours({ workDate: '2026-02-30', hours: 2, description: 'x' }, context).problems,
    ).toEqual({ workDate: 'HOURS_DATE_INVALID' });
    expect(
      checkProjectHours(
        { workDate: '2026-11-10', hours: 4, description: 'x' },
        { ...context, otherHoursThatDay: 20.25 },
      ).problems,
    ).toEqual({ hours: 'HOURS_DAY_LIMIT' });
    expect(
      checkProjectHours(
        { workDate: '2026-11-10', hours: 1, description: 'x'.repeat(1001) },
        context,
      ).problems,
    ).toEqual({ description: 'HOURS_DESCRIPTION_INVALID' });
    expect(
      checkProjectHours({ workDate: '2026-11-10', hours: 1, description: '  ' }, context).problems,
    ).toEqual({ description: 'HOURS_DESCRIPTION_REQUIRED' });
  });

  it('prices hours × rate to the cent and adds VAT on the net', () => {
    expect(hoursAmountCents(50, 9500)).toBe(118_750);
    expect(hoursAmountCents(1, 9999)).toBe(2500);
    expect(invoiceAmountsFromNet(118_750, false)).toEqual({
      netCents: 118_750,
      vatCents: 22_563,
      grossCents: 141_313,
      vatRatePercent: 19,
    });
    expect(invoiceAmountsFromNet(1000, true)).toMatchObject({ vatCents: 0, grossCents: 1000 });
  });
});
