import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF, read by poppler's `pdftotext` (Debian: poppler-utils). */
export function pdfText(pdf: Uint8Array | ArrayBuffer | string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(
      file,
      typeof pdf === 'string' ? Buffer.from(pdf, 'binary') : Buffer.from(pdf as ArrayBuffer),
    );
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts a PDF uses, with poppler's `pdffonts` ("yes" in the emb column = embedded). */
export function pdfFonts(pdf: Uint8Array | ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, Buffer.from(pdf as ArrayBuffer));
    return execFileSync('pdffonts', [file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
