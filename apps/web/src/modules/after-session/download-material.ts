import { getActiveLocale } from '../../shared/i18n/stored-locale';
import { getAccessToken } from '../auth';

/**
 * Downloads a member's material: the access token lives in memory, so a plain link cannot
 * carry it; the file is fetched with it and handed to the browser. (A guest's link carries its
 * token in the address and is a plain link.)
 */
export async function downloadMaterial(path: string, fileName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, {
    headers: {
      'x-locale': getActiveLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    throw new Error(payload?.error?.message ?? `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file size for people: "840 KB", "12,4 MB". */
export function fileSize(bytes: number, locale: string): string {
  const format = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  return bytes >= 1024 * 1024
    ? `${format(bytes / 1024 / 1024)} MB`
    : `${format(Math.max(1, bytes / 1024))} KB`;
}
