import { Injectable } from '@nestjs/common';
import {
  COMPANY,
  berlinDayOf,
  expandRecurrence,
  fromWallClock,
  holidayOn,
  LIMITS,
  slugify,
  toWallClock,
  type WorkshopFormat,
  type WorkshopVisibility,
} from '@platform/domain';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth/index.js';
import { MediaService } from '../media/index.js';
import { DEMO_TEAM } from '../profiles/index.js';
import { DemoContent, type DemoContentSeeder } from '../seed/index.js';
import { posterSvg, renderSvg } from '../seed/index.js';
import { WorkshopsRepository } from './hosting/workshops.repository.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { insertSessions } from './sessions/workshop-schedule.js';

interface DemoWorkshop {
  title: string;
  subtitle: string;
  hue: number;
  description: string;
  category: string;
  format: WorkshopFormat;
  location: string | null;
  videoCallLink: string | null;
  durationMinutes: number;
  maxParticipants: number;
  basePriceCents: number;
  visibility: WorkshopVisibility;
  guests: boolean;
  featured: boolean;
  learningObjectives: string[];
  tags: string[];
  creator: number;
  /** Recurring (RRULE at 18:00 Berlin) or one session this many days ahead at `hour`. */
  schedule: { rule: string; hour: number } | { inDays: number; hour: number };
}

const OFFICE = `${COMPANY.brandName}, ${COMPANY.address.street}, ${COMPANY.address.postalCode} ${COMPANY.address.city}`;

const WORKSHOPS: DemoWorkshop[] = [
  {
    title: 'Websites mit KI-Tools bauen',
    subtitle: '2. und 4. Freitag im Monat · online',
    hue: 200,
    description:
      'In zwei Stunden zur eigenen Website: Wir zeigen, wie KI-Coding-Werkzeuge und Open-Source-Bausteine zusammenspielen – für Einsteiger, Vereine und Selbstständige. Betrieb ab 0 Euro im Monat.',
    category: 'Digitalisierung',
    format: 'online',
    location: null,
    videoCallLink: 'https://meet.example.com/websites-mit-ki',
    durationMinutes: 120,
    maxParticipants: 20,
    basePriceCents: 0,
    visibility: 'public',
    guests: true,
    featured: true,
    learningObjectives: [
      'Eine Website mit KI-Unterstützung planen und bauen',
      'Open-Source-Bausteine (Anmeldung, Tickets) einbinden',
      'Kostenlos veröffentlichen und betreiben',
    ],
    tags: ['KI', 'Website', 'Einsteiger'],
    creator: 1,
    schedule: { rule: 'FREQ=MONTHLY;BYDAY=2FR,4FR', hour: 18 },
  },
  {
    title: 'Von der Idee zum Prototyp',
    subtitle: 'Innovationsworkshop · hybrid',
    hue: 150,
    description:
      'Ein kompakter Innovationsworkshop nach Design-Thinking-Methoden: Wir schärfen ein Problem, entwickeln Ideen und bauen in drei Stunden einen ersten testbaren Prototyp.',
    category: 'Innovation',
    format: 'hybrid',
    location: OFFICE,
    videoCallLink: 'https://meet.example.com/idee-zum-prototyp',
    durationMinutes: 180,
    maxParticipants: 15,
    basePriceCents: 4900,
    visibility: 'public',
    guests: true,
    featured: false,
    learningObjectives: [
      'Problemstellungen präzise formulieren',
      'Ideen strukturiert bewerten',
      'Einen Prototyp mit Nutzern testen',
    ],
    tags: ['Design Thinking', 'Prototyping'],
    creator: 0,
    schedule: { inDays: 16, hour: 10 },
  },
  {
    title: 'KI im Mittelstand: Chancen erkennen',
    subtitle: 'Für Academy-Mitglieder · vor Ort',
    hue: 20,
    description:
      'Wo lohnt sich KI in kleinen und mittleren Unternehmen? Anhand echter Beispiele erarbeiten wir Einsatzfelder, Aufwand und erste Schritte – mit hybriden Teams aus Menschen und KI-Agenten.',
    category: 'Strategie',
    format: 'in_person',
    location: OFFICE,
    videoCallLink: null,
    durationMinutes: 120,
    maxParticipants: 12,
    basePriceCents: 2900,
    visibility: 'members_only',
    guests: false,
    featured: false,
    learningObjectives: ['Einsatzfelder für KI bewerten', 'Aufwand realistisch schätzen'],
    tags: ['KI', 'Mittelstand', 'Strategie'],
    creator: 0,
    schedule: { inDays: 23, hour: 14 },
  },
];

@Injectable()
@DemoContent(20)
export class WorkshopsDemoSeeder implements DemoContentSeeder {
  constructor(
    private readonly media: MediaService,
    private readonly users: UsersService,
    private readonly workshops: WorkshopsRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async seedDemoContent(manager: EntityManager): Promise<void> {
    const creators = await this.users.byEmails(
      DEMO_TEAM.map((member) => member.email),
      manager,
    );
    const creatorId = (index: number) =>
      creators.find((user) => user.email === DEMO_TEAM[index].email)?.id ?? null;
    const now = new Date();

    for (const demo of WORKSHOPS) {
      const poster = await this.media.storeUpload(
        await renderSvg(posterSvg(demo.title, demo.subtitle, demo.hue)),
        {
          maxBytes: LIMITS.workshop.posterMaxBytes,
          shape: 'fit',
          edge: LIMITS.workshop.posterMaxEdgePx,
          quality: LIMITS.workshop.posterQuality,
          ownerId: creatorId(demo.creator),
        },
        manager,
      );
      const skippedDates = holidaysOfRule(demo.schedule, now);
      const starts = sessionStarts(demo.schedule, now, skippedDates);
      const workshop = await this.workshops.save(manager, {
        slug: slugify(demo.title),
        title: demo.title,
        description: demo.description,
        category: demo.category,
        format: demo.format,
        location: demo.location,
        videoCallLink: demo.videoCallLink,
        startsAt: starts[0],
        durationMinutes: demo.durationMinutes,
        maxParticipants: demo.maxParticipants,
        learningObjectives: demo.learningObjectives,
        materials: [{ type: 'text', title: 'Checkliste zum Workshop' }],
        tags: demo.tags,
        basePriceCents: demo.basePriceCents,
        memberDiscountPercent: LIMITS.workshop.defaultMemberDiscountPercent,
        isPublic: demo.visibility === 'public',
        visibility: demo.visibility,
        guestRegistrationEnabled: demo.guests,
        posterMediaId: poster.id,
        isApproved: true,
        status: 'scheduled',
        isFeatured: demo.featured,
        creatorId: creatorId(demo.creator),
        recurrenceRule: 'rule' in demo.schedule ? demo.schedule.rule : null,
        skippedDates,
      });
      await insertSessions(this.sessions, manager, {
        workshopId: workshop.id,
        starts,
        durationMinutes: demo.durationMinutes,
        capacity: demo.maxParticipants,
      });
    }
  }
}

/** How far ahead the demo's recurring workshops skip public holidays (the horizon job adds dates). */
const HOLIDAY_YEARS = 3;

/** Session starts in Berlin wall-clock time, all in the future, none on a skipped day. */
function sessionStarts(
  schedule: DemoWorkshop['schedule'],
  now: Date,
  skippedDates: readonly string[],
): Date[] {
  if ('rule' in schedule) {
    const skipped = new Set(skippedDates);
    return ruleStarts(schedule, now, HOLIDAY_YEARS)
      .filter((start) => !skipped.has(berlinDayOf(start)))
      .slice(0, 6);
  }
  const day = toWallClock(new Date(now.getTime() + schedule.inDays * 86_400_000));
  return [fromWallClock({ ...day, hour: schedule.hour, minute: 0 })];
}

/**
 * The public holidays in Berlin that a recurring demo workshop's rule would hit in the next
 * years: stored as its skipped days, so neither the seed nor the daily horizon job offers one
 * (the host may take any of them back in the date screen).
 */
function holidaysOfRule(schedule: DemoWorkshop['schedule'], now: Date): string[] {
  if (!('rule' in schedule)) return [];
  return ruleStarts(schedule, now, HOLIDAY_YEARS)
    .map((start) => berlinDayOf(start))
    .filter((day) => holidayOn(day) !== null);
}

function ruleStarts(schedule: { rule: string; hour: number }, now: Date, years: number): Date[] {
  const today = toWallClock(now);
  const monthStart = fromWallClock({ ...today, day: 1, hour: schedule.hour, minute: 0 });
  const until = new Date(now.getTime() + years * 366 * 86_400_000);
  return expandRecurrence(schedule.rule, monthStart, { after: now, until });
}
