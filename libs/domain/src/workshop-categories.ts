/**
 * The categories a host picks from (stored as these German names, which the Academy's filter
 * shows translated); "other" lets the host type their own, within the category length limit.
 */
export const WORKSHOP_CATEGORIES = [
  'Innovation',
  'Strategie',
  'Digitalisierung',
  'Künstliche Intelligenz',
  'Design Thinking',
  'Führung',
  'Nachhaltigkeit',
] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];

export function isListedCategory(value: string): value is WorkshopCategory {
  return (WORKSHOP_CATEGORIES as readonly string[]).includes(value.trim());
}
