/**
 * Scans made without a network, kept on the device (localStorage) until they are sent. Each
 * has an id so that sending it twice is harmless: the server counts a registration once anyway.
 */
export interface QueuedScan {
  id: string;
  sessionId: string;
  code?: string;
  registrationId?: string;
  /** The device's time of the scan (ISO), kept by the server when plausible. */
  scannedAt: string;
}

const KEY = 'checkin.queue.v1';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function queuedScans(): QueuedScan[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function save(scans: QueuedScan[]): void {
  const store = storage();
  if (!store) return;
  if (scans.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(scans));
}

export function enqueueScan(scan: Omit<QueuedScan, 'id'>): QueuedScan {
  const queued = { ...scan, id: `${Date.now()}-${Math.random().toString(36).slice(2)}` };
  // The same code queued twice is sent once.
  const rest = queuedScans().filter(
    (s) =>
      !(
        s.sessionId === scan.sessionId &&
        s.code === scan.code &&
        s.registrationId === scan.registrationId
      ),
  );
  save([...rest, queued]);
  return queued;
}

export function dropScan(id: string): void {
  save(queuedScans().filter((s) => s.id !== id));
}
