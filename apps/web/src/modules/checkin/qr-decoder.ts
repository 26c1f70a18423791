/**
 * Reads a QR code from pixels: the browser's `BarcodeDetector` where it exists, else jsQR (a
 * kept JavaScript decoder, loaded only when needed).
 */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

let detector: BarcodeDetectorLike | null | undefined;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  if (detector !== undefined) return detector;
  const Native = (
    globalThis as {
      BarcodeDetector?: BarcodeDetectorConstructor & {
        getSupportedFormats?: () => Promise<string[]>;
      };
    }
  ).BarcodeDetector;
  try {
    const formats = Native ? ((await Native.getSupportedFormats?.()) ?? ['qr_code']) : [];
    detector = Native && formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    detector = null;
  }
  return detector;
}

/** The QR code's text in the canvas's picture, or null. */
export async function decodeQr(canvas: HTMLCanvasElement): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(canvas);
      if (found?.rawValue) return found.rawValue;
      return null;
    } catch {
      // Fall through to the JavaScript decoder.
    }
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0 || canvas.height === 0) return null;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

/** Reads a QR code from a picture file (a photo of the code). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return decodeQr(canvas);
}
