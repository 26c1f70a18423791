import {
  canMoveProjectRequest,
  checkProjectRequest,
  PROJECT_REQUEST_STATUSES,
  PROJECT_REQUEST_TRANSITIONS,
  type ProjectRequestDraft,
} from './project-requests.js';

// Noon in Berlin on 10 March 2027.
const NOW = new Date('2027-03-10T11:00:00Z');

const ok: ProjectRequestDraft = {
  company: '  Muster GmbH ',
  contactName: 'Carla Kunde',
  email: ' Carla@Example.COM ',
  phone: '',
  description: 'Wartung mit KI vorhersagen.\nZweite Zeile.',
  skills: [' Python ', 'python', 'Machine  Learning', ''],
  hoursPerWeek: 10,
  startDate: '2027-03-10',
  durationWeeks: 12,
  workMode: 'REMOTE',
  place: null,
  budgetMinEuros: null,
  budgetMaxEuros: null,
  privacyAccepted: true,
};

describe('checkProjectRequest', () => {
  it('accepts a complete request and cleans it: trimmed, address in lower case, skills once each', () => {
    const { fields, problems } = checkProjectRequest(ok, NOW);
    expect(problems).toEqual({});
    expect(fields).toMatchObject({
      company: 'Muster GmbH',
      email: 'carla@example.com',
      phone: null,
      skills: ['Python', 'Machine Learning'],
      workMode: 'REMOTE',
      place: null,
      startDate: '2027-03-10',
    });
  });

  it('names the first problem of each field', () => {
    const { problems } = checkProjectRequest(
      {
        ...ok,
        company: ' ',
        contactName: 'Eve\nBcc: x@example.com',
        email: 'nope',
        phone: 'call me',
        description: 'x'.repeat(5001),
        skills: [],
        hoursPerWeek: 0,
        startDate: '2027-03-09',
        durationWeeks: 1.5,
        workMode: 'ON_SITE',
        place: '',
        budgetMinEuros: 500,
        budgetMaxEuros: 100,
        privacyAccepted: false,
      },
      NOW,
    );
    expect(problems).toEqual({
      company: 'PROJECT_COMPANY_REQUIRED',
      contactName: 'PROJECT_TEXT_INVALID',
      email: 'PROJECT_EMAIL_INVALID',
      phone: 'PROJECT_PHONE_INVALID',
      description: 'PROJECT_DESCRIPTION_TOO_LONG',
      skills: 'PROJECT_SKILLS_REQUIRED',
      hoursPerWeek: 'PROJECT_HOURS_INVALID',
      startDate: 'PROJECT_START_INVALID',
      durationWeeks: 'PROJECT_DURATION_INVALID',
      place: 'PROJECT_PLACE_REQUIRED',
      budgetMaxEuros: 'PROJECT_BUDGET_INVALID',
      privacyAccepted: 'PROJECT_PRIVACY_REQUIRED',
    });
  });

  it('takes a start from today up to two years ahead, and only real days', () => {
    const start = (startDate: string) => checkProjectRequest({ ...ok, startDate }, NOW).problems;
    expect(start('2029-03-09')).toEqual({});
    expect(start('2029-03-11')).toEqual({ startDate: 'PROJECT_START_INVALID' });
    expect(start('2027-02-30')).toEqual({ startDate: 'PROJECT_START_INVALID' });
    expect(start('10.03.2027')).toEqual({ startDate: 'PROJECT_START_INVALID' });
  });

  it('survives whatever a caller sends', () => {
    const hostile = {
      ...ok,
      company: 42,
      skills: 'Python',
      hoursPerWeek: '10',
      workMode: null,
      budgetMinEuros: Number.NaN,
    } as unknown as ProjectRequestDraft;
    const { problems } = checkProjectRequest(hostile, NOW);
    expect(problems).toMatchObject({
      company: 'PROJECT_COMPANY_REQUIRED',
      skills: 'PROJECT_SKILLS_REQUIRED',
      hoursPerWeek: 'PROJECT_HOURS_INVALID',
      workMode: 'PROJECT_WORK_MODE_INVALID',
      budgetMinEuros: 'PROJECT_BUDGET_INVALID',
    });
  });

  it('refuses more than 20 skills or a skill over 60 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `Skill ${i}`);
    expect(checkProjectRequest({ ...ok, skills: many }, NOW).problems).toEqual({
      skills: 'PROJECT_SKILLS_INVALID',
    });
    expect(checkProjectRequest({ ...ok, skills: ['x'.repeat(61)] }, NOW).problems).toEqual({
      skills: 'PROJECT_SKILLS_INVALID',
    });
  });
});

describe('the pipeline', () => {
  it('goes new → matching → proposed → accepted → running → completed', () => {
    const path = ['NEW', 'MATCHING', 'PROPOSED', 'ACCEPTED', 'RUNNING', 'COMPLETED'] as const;
    for (let i = 1; i < path.length; i++)
      expect(canMoveProjectRequest(path[i - 1], path[i])).toBe(true);
  });

  it('closes from every open step, never skips ahead, and ends at completed or closed', () => {
    for (const status of PROJECT_REQUEST_STATUSES) {
      const open = status !== 'COMPLETED' && status !== 'CLOSED';
      expect(canMoveProjectRequest(status, 'CLOSED')).toBe(open);
      expect(canMoveProjectRequest(status, status)).toBe(false);
      expect(canMoveProjectRequest(status, 'NEW')).toBe(false);
    }
    expect(canMoveProjectRequest('NEW', 'RUNNING')).toBe(false);
    expect(canMoveProjectRequest('MATCHING', 'ACCEPTED')).toBe(false);
    expect(PROJECT_REQUEST_TRANSITIONS.COMPLETED).toEqual([]);
    expect(PROJECT_REQUEST_TRANSITIONS.CLOSED).toEqual([]);
  });
});
