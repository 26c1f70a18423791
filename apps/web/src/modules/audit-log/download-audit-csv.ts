import { getActiveLocale } from '../../shared/i18n/stored-locale';
import { getAccessToken } from '../auth';
import { auditCsvPath } from './audit-log-query';

/**
 * Downloads the audit log CSV with the given filters. The access token lives in memory only,
 * so the file is fetched with it and handed to the browser as a blob.
 */
export async function downloadAuditCsv(filter: Record<string, string>): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(auditCsvPath(filter), {
    headers: {
      'x-locale': getActiveLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`CSV download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-log.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
