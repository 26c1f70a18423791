import {
  canBeProposed,
  checkSpecialistTerms,
  matchSpecialist,
  rankSpecialists,
  regionsNamedIn,
  type MatchCandidate,
  type MatchRequest,
} from './project-matching.js';

const request: MatchRequest = {
  skills: ['Python', 'Machine Learning', 'SQL', 'Docker'],
  hoursPerWeek: 15,
  startDate: '2026-12-01',
  workMode: 'BOTH',
  place: 'München',
};

const candidate = (over: Partial<MatchCandidate>): MatchCandidate => ({
  userId: 'u',
  displayName: 'X',
  skills: [],
  hoursPerWeek: null,
  availableFrom: null,
  remote: false,
  regions: [],
  ...over,
});

describe('expert matching', () => {
  it('ranks more wanted skills and enough hours above fewer skills and too few hours', () => {
    const strong = candidate({
      userId: 'strong',
      displayName: 'Zoe',
      skills: ['python', 'SQL', 'Machine Learning', 'Figma'],
      hoursPerWeek: 20,
      availableFrom: '2026-11-15',
      regions: ['BY'],
    });
    const weak = candidate({
      userId: 'weak',
      displayName: 'Anna',
      skills: ['Python'],
      hoursPerWeek: 5,
      availableFrom: '2027-01-01',
      remote: true,
    });
    const ranked = rankSpecialists(request, [weak, strong]);
    expect(ranked.map((r) => r.candidate.userId)).toEqual(['strong', 'weak']);
    expect(ranked[0].reasons).toEqual({
      matchedSkills: ['Python', 'Machine Learning', 'SQL'],
      wantedSkills: 4,
      hoursPerWeek: 20,
      enoughHours: true,
      availableFrom: '2026-11-15',
      availableInTime: true,
      place: { kind: 'region', region: 'BY' },
    });
    expect(ranked[0].score).toBe(85);
    expect(ranked[1].reasons).toMatchObject({
      matchedSkills: ['Python'],
      enoughHours: false,
      availableInTime: false,
      place: { kind: 'remote' },
    });
  });

  it('searches by skill (part of a name, any case) and breaks ties by name', () => {
    const a = candidate({ userId: 'a', displayName: 'Berta', skills: ['Docker'] });
    const b = candidate({ userId: 'b', displayName: 'Anton', skills: ['Docker Compose'] });
    const c = candidate({ userId: 'c', displayName: 'Carl', skills: ['Figma'] });
    expect(rankSpecialists(request, [a, b, c], 'dock').map((r) => r.candidate.userId)).toEqual([
      'a',
      'b',
    ]);
    expect(
      rankSpecialists({ ...request, skills: [] }, [a, b]).map((r) => r.candidate.userId),
    ).toEqual(['b', 'a']);
  });

  it('fits the place: on site by a named region or city, remote only where the request allows it', () => {
    expect(regionsNamedIn('Köln und Umgebung')).toEqual(['NW']);
    expect(regionsNamedIn('Bayern')).toEqual(['BY']);
    expect(regionsNamedIn(null)).toEqual([]);
    const remoteOnly = candidate({ remote: true });
    expect(
      matchSpecialist({ ...request, workMode: 'ON_SITE' }, remoteOnly).reasons.place,
    ).toBeNull();
    expect(matchSpecialist({ ...request, workMode: 'REMOTE' }, remoteOnly).reasons.place).toEqual({
      kind: 'remote',
    });
  });

  it('lets only approved profiles with a granted or not-needed permission be proposed', () => {
    expect(canBeProposed({ approved: true, employerPermission: 'granted' })).toBe(true);
    expect(canBeProposed({ approved: true, employerPermission: 'not_needed' })).toBe(true);
    expect(canBeProposed({ approved: true, employerPermission: 'requested' })).toBe(false);
    expect(canBeProposed({ approved: true, employerPermission: null })).toBe(false);
    expect(canBeProposed({ approved: false, employerPermission: 'granted' })).toBe(false);
  });

  it('checks a specialist’s terms field by field', () => {
    const ok = {
      hoursPerWeek: 20,
      availableFrom: '2026-12-01',
      remote: true,
      regions: ['BY', 'BE'],
      rateMinCents: 8000,
      rateMaxCents: 12000,
      employerPermission: 'granted' as const,
      permissionGrantedOn: '2026-10-01',
    };
    expect(checkSpecialistTerms(ok)).toEqual({});
    expect(
      checkSpecialistTerms({
        ...ok,
        hoursPerWeek: 0,
        availableFrom: '2026-02-30',
        regions: ['XX'],
        rateMinCents: 13000,
        permissionGrantedOn: null,
      }),
    ).toEqual({
      hoursPerWeek: 'HOURS_OUT_OF_RANGE',
      availableFrom: 'DATE_INVALID',
      regions: 'REGION_UNKNOWN',
      rateMaxCents: 'RATE_RANGE_REVERSED',
      permissionGrantedOn: 'GRANTED_DATE_REQUIRED',
    });
  });
});
