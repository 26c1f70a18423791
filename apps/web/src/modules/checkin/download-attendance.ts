import { getActiveLocale } from '../../shared/i18n/stored-locale';
import { getAccessToken } from '../auth';

/**
 * Downloads a session's attendance list as CSV. The access token lives in memory (never in a
 * cookie or URL), so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadAttendanceCsv(sessionId: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`/api/check-in/${encodeURIComponent(sessionId)}/attendance.csv`, {
    headers: {
      'x-locale': getActiveLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`CSV download failed: ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'attendance.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
