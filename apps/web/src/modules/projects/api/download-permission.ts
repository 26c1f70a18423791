import { getActiveLocale } from '../../../shared/i18n/stored-locale';
import { getAccessToken } from '../../auth';

/**
 * Downloads a specialist's permission PDF for an admin: the access token lives in memory, so a
 * plain link cannot carry it; the PDF is fetched with it and handed to the browser as a file.
 */
export async function downloadPermission(path: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, {
    headers: {
      accept: 'application/pdf',
      'x-locale': getActiveLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'nebentaetigkeitsgenehmigung.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
