import { signedInDownload } from '../auth';

/** Downloads a session's attendance list as CSV (see `signedInDownload`). */
export function downloadAttendanceCsv(sessionId: string): Promise<void> {
  return signedInDownload(`/api/check-in/${encodeURIComponent(sessionId)}/attendance.csv`, {
    fallbackName: 'attendance.csv',
  });
}
