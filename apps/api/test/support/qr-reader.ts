import jsQRModule from 'jsqr';
import sharp from 'sharp';

// jsQR is a UMD bundle whose `module.exports` is the function; its types describe an ES default.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Reads a QR code from a PNG the way a phone would see it: pixels, then a kept QR reader. */
export async function decodeQr(png: Buffer | ArrayBuffer | string): Promise<string> {
  const input = typeof png === 'string' ? Buffer.from(png, 'base64') : Buffer.from(png as Buffer);
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const result = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!result) throw new Error('no QR code found in the image');
  return result.data;
}
