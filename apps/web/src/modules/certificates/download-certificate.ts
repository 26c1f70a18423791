import { getActiveLocale } from '../../shared/i18n/stored-locale';
import { getAccessToken } from '../auth';

/**
 * Downloads one's certificate PDF: the access token lives in memory, so a plain link cannot
 * carry it; the PDF is fetched with it and handed to the browser as a file.
 */
export async function downloadCertificate(number: string, filename: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`/api/certificates/${encodeURIComponent(number)}/pdf`, {
    headers: {
      accept: 'application/pdf',
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
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
