import { signedInDownload } from '../../../auth';

/** Downloads the registrants CSV (see `signedInDownload`). */
export function downloadRegistrantsCsv(workshopId: string): Promise<void> {
  return signedInDownload(`/api/workshops/${encodeURIComponent(workshopId)}/registrants.csv`, {
    fallbackName: 'registrations.csv',
  });
}
