import { Alert, Button, buttonClassName } from '@platform/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkinMessages as m } from './checkin-messages';
import { decodeQr, decodeQrFile } from './qr-decoder';

/** The same code seen again within this time is one scan (the camera sees it many times). */
const REPEAT_MS = 4000;

/**
 * The camera (rear camera on a phone) and a photo picker; every QR code read goes to `onCode`.
 * Scanning needs a tap on "start", so the camera opens only when the host wants it.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useIntl().formatMessage;
  const fileId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const seen = (code: string) => {
    const now = Date.now();
    if (last.current && last.current.code === code && now - last.current.at < REPEAT_MS) return;
    last.current = { code, at: now };
    onCodeRef.current(code);
  };

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const el = video.current;
      if (stopped || !el) return;
      if (el.readyState >= 2 && el.videoWidth > 0) {
        canvas.width = el.videoWidth;
        canvas.height = el.videoHeight;
        canvas.getContext('2d', { willReadFrequently: true })?.drawImage(el, 0, 0);
        const code = await decodeQr(canvas).catch(() => null);
        if (code && !stopped) seen(code);
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((track) => track.stop());
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void tick();
      })
      .catch(() => {
        setFailure(t(m.cameraFailed));
        setRunning(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per start
  }, [running]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const code = await decodeQrFile(file).catch(() => null);
    if (code) {
      last.current = null;
      seen(code);
    } else setFailure(t(m.photoNoCode));
  };

  return (
    <div className="checkin__scanner">
      {running && (
        <video
          ref={video}
          className="checkin__video"
          muted
          playsInline
          aria-label={t(m.cameraLabel)}
        />
      )}
      <div className="checkin__scanner-actions">
        <Button
          variant={running ? 'secondary' : 'primary'}
          onClick={() => {
            setFailure(null);
            setRunning((r) => !r);
          }}
        >
          {t(running ? m.stopCamera : m.startCamera)}
        </Button>
        {/* The input comes first and is only visually hidden: the label, drawn as a button,
            shows its focus (see checkin.css), and the picker keeps its keyboard access. */}
        <input
          id={fileId}
          type="file"
          accept="image/*"
          capture="environment"
          className="checkin__file"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={fileId} className={buttonClassName({ variant: 'secondary' })}>
          {t(m.photo)}
        </label>
      </div>
      {failure && (
        <Alert tone="warning">
          <p>{failure}</p>
        </Alert>
      )}
    </div>
  );
}
