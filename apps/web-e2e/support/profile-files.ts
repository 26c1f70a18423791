/** A real 1×1 PNG, small enough for any limit. */
export const PNG_FILE = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Plain text that only pretends to be a picture. */
export const TEXT_FILE = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('not a picture'),
};

/** A name no other test run uses, so the About page shows exactly this person. */
export function uniqueName(first: string): string {
  return `${first} ${Date.now().toString(36).slice(-5)}`;
}
