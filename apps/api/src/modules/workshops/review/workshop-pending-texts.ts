import type { Workshop } from '../entities/workshop.entity.js';

/**
 * An approved workshop's public texts (title, description) reach the Academy and every
 * registrant's mails, so a change after approval waits for an admin, as a new poster does:
 * `after` keeps the approved texts and carries the wanted ones as pending (null where the
 * wanted text is the approved one). `changed`: what waits is new (the admins are asked).
 */
export function holdTexts(before: Workshop, after: Workshop): { changed: boolean } {
  const wantedTitle = after.title;
  const wantedDescription = after.description;
  after.title = before.title;
  after.description = before.description;
  after.pendingTitle = wantedTitle !== before.title ? wantedTitle : null;
  after.pendingDescription = wantedDescription !== before.description ? wantedDescription : null;
  const waits = after.pendingTitle !== null || after.pendingDescription !== null;
  const same =
    after.pendingTitle === (before.pendingTitle ?? null) &&
    after.pendingDescription === (before.pendingDescription ?? null);
  return { changed: waits && !same };
}

/** The workshop with the texts its host wants (waiting ones included), for the change record. */
export function withIntendedTexts(workshop: Workshop): Workshop {
  return {
    ...workshop,
    title: workshop.pendingTitle ?? workshop.title,
    description: workshop.pendingDescription ?? workshop.description,
  };
}

/** An admin approves the waiting texts: they become the public ones. */
export function applyPendingTexts(workshop: Workshop): boolean {
  if (workshop.pendingTitle === null && workshop.pendingDescription === null) return false;
  workshop.title = workshop.pendingTitle ?? workshop.title;
  workshop.description = workshop.pendingDescription ?? workshop.description;
  workshop.pendingTitle = null;
  workshop.pendingDescription = null;
  return true;
}
