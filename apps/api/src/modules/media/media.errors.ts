import { registerErrors } from '../../core/errors/error-catalog.js';

/**
 * The upload and image error codes, their HTTP status and their text in both languages, added to
 * the one catalog when this module loads (imported by `media.module.ts`).
 */
export const MEDIA_ERRORS = registerErrors({
  FILE_TOO_LARGE: {
    status: 400,
    de: 'Dateigröße muss kleiner als {mb}MB sein',
    en: 'File size must be less than {mb}MB',
  },
  NOT_AN_IMAGE: {
    status: 400,
    de: 'Bitte laden Sie eine Bilddatei hoch',
    en: 'Please upload an image file',
  },
  NOT_IMAGE_OR_PDF: {
    status: 400,
    de: 'Bitte laden Sie ein Bild oder eine PDF-Datei hoch',
    en: 'Please upload an image or PDF file',
  },
  NOT_A_MATERIAL_FILE: {
    status: 400,
    de: 'Bitte laden Sie eine PDF-Datei, ein Bild (PNG, JPEG, GIF, WebP) oder Folien (PPTX, ODP, Keynote) hoch',
    en: 'Please upload a PDF, an image (PNG, JPEG, GIF, WebP) or slides (PPTX, ODP, Keynote)',
  },
  IMAGE_PROCESSING_FAILED: {
    status: 400,
    de: 'Das Bild konnte nicht verarbeitet werden',
    en: 'Failed to process image',
  },
});

declare module '../../core/errors/error-catalog.js' {
  interface ModuleErrorCodes {
    media: keyof typeof MEDIA_ERRORS;
  }
}
