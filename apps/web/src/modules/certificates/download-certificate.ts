import { signedInDownload } from '../auth';

/** Downloads one's certificate PDF (see `signedInDownload`). */
export function downloadCertificate(number: string, filename: string): Promise<void> {
  return signedInDownload(`/api/certificates/${encodeURIComponent(number)}/pdf`, {
    accept: 'application/pdf',
    fileName: filename,
  });
}
