import { randomBytes } from 'node:crypto';
import 'reflect-metadata';
import { createEntityDataSource } from '../../../dist/apps/api/cli/entities.js';
import { runMigrations } from '../../../dist/apps/api/core/database/migrate.js';
import { registrationMail } from '../../../dist/apps/api/modules/workshops/registrations/registration-mails.js';
import { MailOutbox } from '../../../dist/apps/api/modules/mail/mail-outbox.service.js';
import { benchDatabase, printComparison } from '../harness.mjs';

export const name = 'enqueue-cost';
export const description =
  'Guest registrations per second (10 at once): the registration transaction alone vs. the same with its confirmation mail (and .ics) queued in the outbox in that transaction';

const CONCURRENCY = 10;
const SECONDS = 6;

export async function run() {
  const db = await benchDatabase();
  await runMigrations(db.url);
  const dataSource = createEntityDataSource(db.url);
  dataSource.setOptions({ poolSize: CONCURRENCY + 2 });
  await dataSource.initialize();
  const outbox = new MailOutbox(dataSource);
  const [workshop] = await dataSource.query(
    `INSERT INTO workshops (slug, title, description, format, video_call_link, starts_at,
       duration_minutes, max_participants, is_approved, status)
     VALUES ('bench-enqueue', 'Bench', 'Bench', 'online', 'https://meet.example.com/x',
       now() + interval '7 days', 120, 1000000, true, 'scheduled') RETURNING id, starts_at`,
  );
  const [session] = await dataSource.query(
    `INSERT INTO workshop_sessions (workshop_id, starts_at, ends_at, capacity)
     VALUES ($1, $2, $2::timestamptz + interval '2 hours', 1000000) RETURNING id`,
    [workshop.id, workshop.starts_at],
  );

  let counter = 0;
  /** One registration as the service does it: the seat, the row, and (optionally) the mail. */
  const register = (withMail) =>
    dataSource.transaction(async (manager) => {
      counter += 1;
      const email = `bench-${counter}@example.com`;
      await manager.query(
        `UPDATE workshop_sessions SET registered_count = registered_count + 1
         WHERE id = $1 AND registered_count < capacity RETURNING id`,
        [session.id],
      );
      const [row] = await manager.query(
        `INSERT INTO workshop_registrations (session_id, workshop_id, name, email, status,
           price_cents, locale, check_in_code, join_code)
         VALUES ($1, $2, 'Bench Gast', $3, 'confirmed', 0, 'de', $4, $5) RETURNING id`,
        [
          session.id,
          workshop.id,
          email,
          randomBytes(16).toString('base64url'),
          randomBytes(16).toString('base64url'),
        ],
      );
      if (!withMail) return;
      const message = registrationMail({
        registrationId: row.id,
        locale: 'de',
        name: 'Bench Gast',
        email,
        status: 'confirmed',
        title: 'Bench',
        slug: 'bench-enqueue',
        format: 'online',
        location: null,
        videoCallLink: 'https://meet.example.com/x',
        startsAt: workshop.starts_at,
        endsAt: new Date(workshop.starts_at.getTime() + 7_200_000),
        priceCents: 0,
        cancelUrl: `http://localhost/academy/cancel?registration=${row.id}&token=x`,
        workshopUrl: 'http://localhost/academy/bench-enqueue',
        host: 'localhost',
      });
      await outbox.enqueue(message, { key: `registration:${row.id}`, manager });
    });

  const measureMode = async (withMail) => {
    const until = Date.now() + SECONDS * 1000;
    let done = 0;
    const latencies = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await register(withMail);
          latencies.push(performance.now() - started);
          done += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { requests: done / SECONDS, p50: at(0.5).toFixed(1), p99: at(0.99).toFixed(1) };
  };

  // Warm-up of both paths, then the measured runs.
  for (let i = 0; i < 200; i += 1) await register(i % 2 === 0);
  const rows = [
    { title: 'registration without mail', ...(await measureMode(false)) },
    { title: 'registration + outbox enqueue', ...(await measureMode(true)) },
  ];
  printComparison(rows, 'registration without mail');
  await dataSource.destroy();
  await db.stop();
}
