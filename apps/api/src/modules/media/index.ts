/** The media module's public entry: what other modules may use. */
export { MediaModule } from './media.module.js';
export { decodeBase64Upload } from './data-url.js';
export { loadSharp } from './load-sharp.js';
export { MediaService, mediaUrl } from './media.service.js';
export type { MediaKind, StoredMedia } from './media.service.js';
export type { MaterialType } from './file-type.js';
