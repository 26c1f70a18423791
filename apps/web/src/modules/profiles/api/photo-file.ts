import { LIMITS } from '@platform/domain';

/** The image types the server accepts (it checks the real content again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type PhotoFileProblem = 'notImage' | 'tooLarge';

/** A first check in the browser, so a wrong file is refused before it is read or sent. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): PhotoFileProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > LIMITS.profile.photoMaxBytes) return 'tooLarge';
  return null;
}

/** Reads a file as a `data:` URL; rejects when the browser cannot read it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file was not read as a data URL.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
