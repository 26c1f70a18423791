const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' } as const;

/** A readable URL slug: "Größe & Übung für KI" -> "groesse-uebung-fuer-ki". */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .replace(/[äöüßÄÖÜ]/g, (c) => GERMAN[c as keyof typeof GERMAN])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'workshop';
}
