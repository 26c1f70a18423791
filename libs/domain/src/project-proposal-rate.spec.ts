import { checkProposalRate, proposalRateMessage, rateRangeText } from './project-proposal-rate.js';

describe('checkProposalRate', () => {
  const range = { rateMinCents: 8000, rateMaxCents: 11000 };
  it('accepts a rate within the specialist’s range, its ends included', () => {
    expect(checkProposalRate(8000, range)).toBeNull();
    expect(checkProposalRate(11000, range)).toBeNull();
  });
  it('refuses a rate below or above the range', () => {
    expect(checkProposalRate(7999, range)).toBe('PROPOSAL_RATE_OUTSIDE_TERMS');
    expect(checkProposalRate(11001, range)).toBe('PROPOSAL_RATE_OUTSIDE_TERMS');
  });
  it('checks only the ends given, and the general bounds always', () => {
    expect(checkProposalRate(500, { rateMinCents: null, rateMaxCents: 11000 })).toBeNull();
    expect(checkProposalRate(99_000, { rateMinCents: 8000, rateMaxCents: null })).toBeNull();
    expect(checkProposalRate(0, null)).toBe('RATE_OUT_OF_RANGE');
    expect(checkProposalRate(12.5, null)).toBe('RATE_OUT_OF_RANGE');
  });
});

describe('rateRangeText', () => {
  it('names the range in both languages', () => {
    expect(rateRangeText({ rateMinCents: 8000, rateMaxCents: 11000 }, 'en')).toBe(
      '€80.00 to €110.00',
    );
    expect(rateRangeText({ rateMinCents: 8000, rateMaxCents: null }, 'de')).toMatch(
      /^ab 80,00\s€$/,
    );
    expect(
      proposalRateMessage(
        'PROPOSAL_RATE_OUTSIDE_TERMS',
        { rateMinCents: null, rateMaxCents: 9000 },
        'en',
      ),
    ).toBe('The rate is outside the specialist’s hourly rate range (up to €90.00).');
  });
});
