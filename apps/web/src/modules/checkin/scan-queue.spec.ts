import { beforeEach, describe, expect, it } from 'vitest';
import { dropScan, enqueueScan, queuedScans } from './scan-queue';

describe('the offline scan queue', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps scans across reloads and sends the same code once', () => {
    enqueueScan({ sessionId: 's', code: 'A', scannedAt: '2026-05-01T10:00:00Z' });
    enqueueScan({ sessionId: 's', code: 'A', scannedAt: '2026-05-01T10:00:05Z' });
    const b = enqueueScan({
      sessionId: 's',
      registrationId: 'r',
      scannedAt: '2026-05-01T10:01:00Z',
    });
    expect(queuedScans().map((s) => s.code ?? s.registrationId)).toEqual(['A', 'r']);
    dropScan(b.id);
    expect(queuedScans()).toHaveLength(1);
  });

  it('survives a broken stored value', () => {
    window.localStorage.setItem('checkin.queue.v1', '{nope');
    expect(queuedScans()).toEqual([]);
  });
});
