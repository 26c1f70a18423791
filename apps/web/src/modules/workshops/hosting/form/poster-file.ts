import { LIMITS } from '@platform/domain';

export const POSTER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const POSTER_ACCEPT = [...POSTER_IMAGE_TYPES, 'application/pdf'].join(',');
/** Manual rotation is re-encoded at this JPEG quality (spec: 0.9). */
const ROTATION_QUALITY = 0.9;

export type Rotation = 0 | 90 | 180 | 270;

export interface PosterFile {
  /** The original file as a data URL. */
  dataUrl: string;
  filename: string;
  isPdf: boolean;
}

export type PosterProblem = 'type' | 'size' | 'read';

/** Checks type and size first (the server checks the real content again). */
export function posterProblem(file: File): PosterProblem | null {
  const isImage = (POSTER_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!isImage && file.type !== 'application/pdf') return 'type';
  if (file.size >= LIMITS.workshop.posterMaxBytes) return 'size';
  return null;
}

export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no result'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The next step of the rotation: 0, 90, 180, 270, then 0 again. */
export const nextRotation = (rotation: Rotation): Rotation => ((rotation + 90) % 360) as Rotation;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/**
 * Decodes an image data URL: a damaged file (right type, broken content) fails here, as soon
 * as it is chosen, instead of at the server after submitting.
 */
export async function checkImageDecodes(dataUrl: string): Promise<void> {
  await loadImage(dataUrl);
}

/** The image turned clockwise by `rotation` degrees, re-encoded as JPEG at quality 0.9. */
export async function rotateImage(dataUrl: string, rotation: Rotation): Promise<string> {
  if (rotation === 0) return dataUrl;
  const image = await loadImage(dataUrl);
  const quarter = rotation === 90 || rotation === 270;
  const canvas = document.createElement('canvas');
  canvas.width = quarter ? image.naturalHeight : image.naturalWidth;
  canvas.height = quarter ? image.naturalWidth : image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  // A white ground: JPEG has no transparency.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return canvas.toDataURL('image/jpeg', ROTATION_QUALITY);
}

/** Bytes a base64 data URL stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** "poster.png" turned becomes "poster.jpg" (it is JPEG now). */
export const rotatedFilename = (filename: string) => filename.replace(/\.[^.]*$/, '') + '.jpg';
