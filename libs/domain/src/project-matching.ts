import { isOneOf } from './enums.js';
import type { ProjectWorkMode } from './project-requests.js';

/**
 * Expert matching (issue 28): what a specialist keeps for projects (availability, where they
 * can work, the rate range, the main employer's permission), who may be proposed, and the one
 * ranking of specialists for a request, with the reasons shown to the admin.
 */

export const PROJECT_OFFER_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn'] as const;
export type ProjectOfferStatus = (typeof PROJECT_OFFER_STATUSES)[number];

export const PROJECT_PROPOSAL_STATUSES = ['sent', 'accepted', 'declined'] as const;
export type ProjectProposalStatus = (typeof PROJECT_PROPOSAL_STATUSES)[number];

/** The main employer's permission for the side job (Nebentätigkeitsgenehmigung). */
export const EMPLOYER_PERMISSIONS = ['not_needed', 'requested', 'granted'] as const;
export type EmployerPermission = (typeof EMPLOYER_PERMISSIONS)[number];

/** The German federal states (Bundesländer) a specialist can work in, by code. */
export const GERMAN_REGIONS = {
  BW: {
    de: 'Baden-Württemberg',
    en: 'Baden-Württemberg',
    cities: ['Stuttgart', 'Karlsruhe', 'Mannheim', 'Freiburg', 'Heidelberg', 'Ulm'],
  },
  BY: {
    de: 'Bayern',
    en: 'Bavaria',
    cities: [
      'München',
      'Munich',
      'Nürnberg',
      'Nuremberg',
      'Augsburg',
      'Regensburg',
      'Würzburg',
      'Ingolstadt',
    ],
  },
  BE: { de: 'Berlin', en: 'Berlin', cities: [] },
  BB: { de: 'Brandenburg', en: 'Brandenburg', cities: ['Potsdam', 'Cottbus'] },
  HB: { de: 'Bremen', en: 'Bremen', cities: ['Bremerhaven'] },
  HH: { de: 'Hamburg', en: 'Hamburg', cities: [] },
  HE: { de: 'Hessen', en: 'Hesse', cities: ['Frankfurt', 'Wiesbaden', 'Kassel', 'Darmstadt'] },
  MV: {
    de: 'Mecklenburg-Vorpommern',
    en: 'Mecklenburg-Western Pomerania',
    cities: ['Rostock', 'Schwerin'],
  },
  NI: {
    de: 'Niedersachsen',
    en: 'Lower Saxony',
    cities: [
      'Hannover',
      'Hanover',
      'Braunschweig',
      'Osnabrück',
      'Oldenburg',
      'Göttingen',
      'Wolfsburg',
    ],
  },
  NW: {
    de: 'Nordrhein-Westfalen',
    en: 'North Rhine-Westphalia',
    cities: [
      'Köln',
      'Cologne',
      'Düsseldorf',
      'Dortmund',
      'Essen',
      'Duisburg',
      'Bochum',
      'Bonn',
      'Münster',
      'Aachen',
      'Bielefeld',
    ],
  },
  RP: {
    de: 'Rheinland-Pfalz',
    en: 'Rhineland-Palatinate',
    cities: ['Mainz', 'Ludwigshafen', 'Koblenz', 'Trier', 'Kaiserslautern'],
  },
  SL: { de: 'Saarland', en: 'Saarland', cities: ['Saarbrücken'] },
  SN: { de: 'Sachsen', en: 'Saxony', cities: ['Leipzig', 'Dresden', 'Chemnitz'] },
  ST: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt', cities: ['Magdeburg', 'Halle'] },
  SH: {
    de: 'Schleswig-Holstein',
    en: 'Schleswig-Holstein',
    cities: ['Kiel', 'Lübeck', 'Flensburg'],
  },
  TH: { de: 'Thüringen', en: 'Thuringia', cities: ['Erfurt', 'Jena', 'Weimar', 'Gera'] },
} as const;
export type GermanRegion = keyof typeof GERMAN_REGIONS;
export const GERMAN_REGION_CODES = Object.keys(GERMAN_REGIONS) as GermanRegion[];

export const SPECIALIST_LIMITS = {
  minHoursPerWeek: 1,
  maxHoursPerWeek: 60,
  /** Euros per hour. */
  minRateEuros: 1,
  maxRateEuros: 1000,
  /** The permission PDF. */
  permissionPdfMaxBytes: 5 * 1024 * 1024,
  offerNote: 2000,
  offerMessage: 2000,
  proposalComment: 2000,
  maxOffersAtOnce: 20,
} as const;

export interface SpecialistTermsDraft {
  hoursPerWeek: number | null;
  availableFrom: string | null;
  remote: boolean;
  regions: readonly string[];
  rateMinCents: number | null;
  rateMaxCents: number | null;
  employerPermission: EmployerPermission | null;
  permissionGrantedOn: string | null;
}

export const SPECIALIST_TERMS_PROBLEMS = {
  HOURS_OUT_OF_RANGE: {
    de: 'Bitte geben Sie zwischen 1 und 60 Stunden pro Woche an.',
    en: 'Please give between 1 and 60 hours per week.',
  },
  DATE_INVALID: { de: 'Bitte geben Sie ein gültiges Datum an.', en: 'Please give a valid date.' },
  REGION_UNKNOWN: { de: 'Unbekannte Region.', en: 'Unknown region.' },
  RATE_OUT_OF_RANGE: {
    de: 'Bitte geben Sie einen Stundensatz zwischen 1 und 1.000 € an.',
    en: 'Please give an hourly rate between €1 and €1,000.',
  },
  RATE_RANGE_REVERSED: {
    de: 'Der niedrigste Satz darf nicht über dem höchsten liegen.',
    en: 'The lowest rate may not be above the highest.',
  },
  PERMISSION_UNKNOWN: { de: 'Bitte wählen Sie eine Angabe.', en: 'Please choose an option.' },
  GRANTED_DATE_REQUIRED: {
    de: 'Bitte geben Sie an, wann die Genehmigung erteilt wurde.',
    en: 'Please give the date the permission was granted.',
  },
} as const;
export type SpecialistTermsProblem = keyof typeof SPECIALIST_TERMS_PROBLEMS;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The one check of a specialist's project terms (the API and the form); problems by field. */
export function checkSpecialistTerms(
  draft: SpecialistTermsDraft,
): Partial<Record<keyof SpecialistTermsDraft, SpecialistTermsProblem>> {
  const problems: Partial<Record<keyof SpecialistTermsDraft, SpecialistTermsProblem>> = {};
  const { hoursPerWeek: h } = draft;
  if (
    h !== null &&
    (!Number.isInteger(h) ||
      h < SPECIALIST_LIMITS.minHoursPerWeek ||
      h > SPECIALIST_LIMITS.maxHoursPerWeek)
  )
    problems.hoursPerWeek = 'HOURS_OUT_OF_RANGE';
  if (draft.availableFrom !== null && !isIsoDate(draft.availableFrom))
    problems.availableFrom = 'DATE_INVALID';
  if (draft.regions.some((r) => !isOneOf(GERMAN_REGION_CODES, r)))
    problems.regions = 'REGION_UNKNOWN';
  const rateOk = (cents: number | null) =>
    cents === null ||
    (Number.isInteger(cents) &&
      cents >= SPECIALIST_LIMITS.minRateEuros * 100 &&
      cents <= SPECIALIST_LIMITS.maxRateEuros * 100);
  if (!rateOk(draft.rateMinCents)) problems.rateMinCents = 'RATE_OUT_OF_RANGE';
  else if (!rateOk(draft.rateMaxCents)) problems.rateMaxCents = 'RATE_OUT_OF_RANGE';
  else if (
    draft.rateMinCents !== null &&
    draft.rateMaxCents !== null &&
    draft.rateMinCents > draft.rateMaxCents
  )
    problems.rateMaxCents = 'RATE_RANGE_REVERSED';
  if (draft.employerPermission !== null && !isOneOf(EMPLOYER_PERMISSIONS, draft.employerPermission))
    problems.employerPermission = 'PERMISSION_UNKNOWN';
  if (draft.employerPermission === 'granted') {
    if (draft.permissionGrantedOn === null) problems.permissionGrantedOn = 'GRANTED_DATE_REQUIRED';
    else if (!isIsoDate(draft.permissionGrantedOn)) problems.permissionGrantedOn = 'DATE_INVALID';
  }
  return problems;
}

/** Only approved profiles with a granted or not-needed permission can be proposed. */
export function canBeProposed(specialist: {
  approved: boolean;
  employerPermission: EmployerPermission | null;
}): boolean {
  return (
    specialist.approved &&
    (specialist.employerPermission === 'granted' || specialist.employerPermission === 'not_needed')
  );
}

/** What the ranking needs to know of a request. */
export interface MatchRequest {
  skills: readonly string[];
  hoursPerWeek: number;
  startDate: string;
  workMode: ProjectWorkMode;
  place: string | null;
}

/** What the ranking needs to know of a specialist. */
export interface MatchCandidate {
  userId: string;
  displayName: string;
  skills: readonly string[];
  hoursPerWeek: number | null;
  availableFrom: string | null;
  remote: boolean;
  regions: readonly string[];
}

/** Why a specialist matches: shown to the admin as "3 of 4 skills: …, 20 h/week from …, Bayern". */
export interface MatchReasons {
  /** The wanted skills the specialist has, in the request's spelling. */
  matchedSkills: string[];
  wantedSkills: number;
  hoursPerWeek: number | null;
  /** The specialist's hours cover the hours wanted. */
  enoughHours: boolean;
  availableFrom: string | null;
  /** Available by the request's start. */
  availableInTime: boolean;
  /** How the place fits: remote work, a region named in the request's place, or not at all. */
  place: { kind: 'remote' } | { kind: 'region'; region: GermanRegion } | null;
}

export interface RankedMatch<C extends MatchCandidate = MatchCandidate> {
  candidate: C;
  /** 0..100: skills 60, hours 20, start 10, place 10. */
  score: number;
  reasons: MatchReasons;
}

/** The regions a request's place names (by a region's or a larger city's name, or its code). */
export function regionsNamedIn(place: string | null): GermanRegion[] {
  if (!place) return [];
  const text = ` ${place.toLocaleLowerCase('de')} `;
  const words = new Set(place.split(/[^A-Za-z]+/).filter(Boolean));
  return GERMAN_REGION_CODES.filter((code) => {
    const region = GERMAN_REGIONS[code];
    if (words.has(code)) return true;
    return [region.de, region.en, ...region.cities].some((name) =>
      text.includes(name.toLocaleLowerCase('de')),
    );
  });
}

function placeFit(request: MatchRequest, candidate: MatchCandidate): MatchReasons['place'] {
  const onSite = request.workMode === 'ON_SITE' || request.workMode === 'BOTH';
  if (onSite) {
    const named = regionsNamedIn(request.place);
    const region = named.find((code) => candidate.regions.includes(code));
    if (region) return { kind: 'region', region };
  }
  if (request.workMode !== 'ON_SITE' && candidate.remote) return { kind: 'remote' };
  return null;
}

/** Why and how well one specialist fits one request. */
export function matchSpecialist<C extends MatchCandidate>(
  request: MatchRequest,
  candidate: C,
): RankedMatch<C> {
  const own = new Set(candidate.skills.map((s) => s.trim().toLocaleLowerCase('de')));
  const matchedSkills = request.skills.filter((s) => own.has(s.trim().toLocaleLowerCase('de')));
  const wanted = request.skills.length;
  const hours = candidate.hoursPerWeek;
  const enoughHours = hours !== null && hours >= request.hoursPerWeek;
  const availableInTime =
    candidate.availableFrom === null || candidate.availableFrom <= request.startDate;
  const place = placeFit(request, candidate);
  const skillScore = wanted === 0 ? 0 : (60 * matchedSkills.length) / wanted;
  const hourScore = hours === null ? 0 : 20 * Math.min(1, hours / request.hoursPerWeek);
  const score =
    Math.round((skillScore + hourScore + (availableInTime ? 10 : 0) + (place ? 10 : 0)) * 10) / 10;
  return {
    candidate,
    score,
    reasons: {
      matchedSkills,
      wantedSkills: wanted,
      hoursPerWeek: hours,
      enoughHours,
      availableFrom: candidate.availableFrom,
      availableInTime,
      place,
    },
  };
}

/**
 * The specialists for a request, best first: by score, then more matched skills, then name.
 * With `skill`, only those having a skill containing it (the admin's search).
 */
export function rankSpecialists<C extends MatchCandidate>(
  request: MatchRequest,
  candidates: readonly C[],
  skill?: string | null,
): RankedMatch<C>[] {
  const needle = skill?.trim().toLocaleLowerCase('de') ?? '';
  return candidates
    .filter((c) => !needle || c.skills.some((s) => s.toLocaleLowerCase('de').includes(needle)))
    .map((c) => matchSpecialist(request, c))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.reasons.matchedSkills.length - a.reasons.matchedSkills.length ||
        a.candidate.displayName.localeCompare(b.candidate.displayName, 'de'),
    );
}
