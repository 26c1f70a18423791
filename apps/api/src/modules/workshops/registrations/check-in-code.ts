import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { AttachmentReference } from '../../mail/index.js';

/** The kind of the mail attachment rendered from a check-in code (`MailAttachmentRenderers`). */
export const CHECK_IN_QR_ATTACHMENT = 'check-in-qr';
/** The Content-ID of the QR code the confirmation mail shows inline. */
export const CHECK_IN_QR_CID = 'check-in-qr@academy';

/** A new check-in code: 128 random bits as base64url (22 characters), naming nobody. */
export function newCheckInCode(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The QR code of a check-in code as a PNG. Its content is the bare code, not a link: only the
 * check-in screen can use it, a phone's camera app opens nothing with it, and the small payload
 * gives a coarse code that scans in bad light.
 */
export function checkInQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 360 });
}

/** The confirmation mail's two copies of the QR code: inline (cid) and as a PNG file. */
export function checkInQrAttachments(code: string): AttachmentReference[] {
  const render = { kind: CHECK_IN_QR_ATTACHMENT, id: code };
  return [
    { filename: 'check-in-qr.png', contentType: 'image/png', cid: CHECK_IN_QR_CID, render },
    {
      filename: 'check-in-code.png',
      contentType: 'image/png',
      render,
    },
  ];
}
