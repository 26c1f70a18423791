import { signedInDownload } from '../auth';

/**
 * Downloads a member's material (see `signedInDownload`). A guest's link carries its token in
 * the address and is a plain link.
 */
export function downloadMaterial(path: string, fileName: string): Promise<void> {
  return signedInDownload(path, { fileName });
}

/** A file size for people: "840 KB", "12,4 MB". */
export function fileSize(bytes: number, locale: string): string {
  const format = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  return bytes >= 1024 * 1024
    ? `${format(bytes / 1024 / 1024)} MB`
    : `${format(Math.max(1, bytes / 1024))} KB`;
}
