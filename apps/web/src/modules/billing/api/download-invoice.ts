import { signedInDownload } from '../../auth';

/** Downloads a signed-in member's invoice PDF (see `signedInDownload`). */
export function downloadInvoice(path: string, filename: string): Promise<void> {
  return signedInDownload(path, { accept: 'application/pdf', fileName: filename });
}
