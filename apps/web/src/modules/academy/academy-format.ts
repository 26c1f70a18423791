import { formatBerlinDate, formatBerlinTime, formatEuro } from '@platform/domain';

/** Prices with two decimals and the euro sign; 0 reads "kostenlos"/"free" in the caller. */
export const euro = (cents: number, locale: string) => formatEuro(cents, locale);
export const berlinDate = (iso: string, locale: string) => formatBerlinDate(iso, locale);
export const berlinTime = (iso: string, locale: string) => formatBerlinTime(iso, locale);
