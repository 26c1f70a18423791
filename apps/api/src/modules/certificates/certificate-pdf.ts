import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatBerlinDay, type Locale } from '@platform/domain';
import { dateAndTime, durationText, formatAndPlace } from './certificate-facts.js';
import type { CertificateRow } from './certificates.repository.js';

/**
 * The certificate of attendance as a PDF (pdfkit, like the invoices): A4 portrait with a
 * double frame, DejaVu Serif for the name and the workshop, DejaVu Sans for the rest (the
 * `dejavu-fonts-ttf` package the invoices embed), a vector QR code to the verification page.
 * Rendered from the frozen certificate row.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
type Font = ReturnType<typeof fontkit.create>;
type Fonts = Record<'sans' | 'sansBold' | 'serif' | 'serifBold' | 'serifItalic', Font>;
let fonts: Fonts | undefined;
function loadFonts(): Fonts {
  const font = (file: string) => fontkit.create(readFileSync(join(FONT_DIR, file)));
  fonts ??= {
    sans: font('DejaVuSans.ttf'),
    sansBold: font('DejaVuSans-Bold.ttf'),
    serif: font('DejaVuSerif.ttf'),
    serifBold: font('DejaVuSerif-Bold.ttf'),
    serifItalic: font('DejaVuSerif-Italic.ttf'),
  };
  return fonts;
}

const BRAND = '#0b5c6b';
const TEXT_COLOR = '#1b2a33';
const MUTED = '#52616b';
const GOLD = '#b08d3c';

const TEXT = {
  de: {
    title: 'Teilnahmebescheinigung',
    confirms: 'Hiermit bestätigen wir, dass',
    attended: 'an folgender Weiterbildung teilgenommen hat:',
    date: 'Datum und Uhrzeit',
    duration: 'Dauer',
    place: 'Format und Ort',
    host: 'Leitung',
    objectives: 'Lernziele',
    issuer: 'Ausgestellt von',
    issuedOn: (d: string) => `Ausgestellt am ${d}`,
    number: 'Bescheinigungsnummer',
    verify: 'Echtheit prüfen:',
  },
  en: {
    title: 'Certificate of Attendance',
    confirms: 'This is to certify that',
    attended: 'attended the following training:',
    date: 'Date and time',
    duration: 'Duration',
    place: 'Format and place',
    host: 'Led by',
    objectives: 'Learning objectives',
    issuer: 'Issued by',
    issuedOn: (d: string) => `Issued on ${d}`,
    number: 'Certificate number',
    verify: 'Verify at:',
  },
} as const;

export async function renderCertificatePdf(c: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const locale: Locale = c.locale === 'en' ? 'en' : 'de';
  const t = TEXT[locale];
  const f = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: locale === 'de' ? 'de-DE' : 'en-GB',
    info: {
      Title: `${t.title} ${c.number}`,
      Author: c.issuer.name,
      Subject: c.workshop_title,
      CreationDate: new Date(c.issued_at),
    },
  });
  for (const [name, font] of Object.entries(f)) doc.registerFont(name, font as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const W = doc.page.width; // 595
  const H = doc.page.height; // 842
  // The frame: a strong outer line, a thin gold line inside, small corner squares.
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .rect(34, 34, W - 68, H - 68)
    .stroke();
  for (const [x, y] of [
    [30, 30],
    [W - 38, 30],
    [30, H - 38],
    [W - 38, H - 38],
  ])
    doc.rect(x, y, 8, 8).fill(GOLD);

  const left = 72;
  const width = W - 144;
  const center = { width, align: 'center' as const };

  doc.fillColor(BRAND).font('sansBold').fontSize(10);
  doc.text(c.issuer.name.toUpperCase(), left, 70, { ...center, characterSpacing: 2 });
  doc.moveDown(1.6);
  doc.fillColor(TEXT_COLOR).font('serifBold').fontSize(28).text(t.title, left, doc.y, center);
  const ruleY = doc.y + 10;
  doc
    .lineWidth(1)
    .strokeColor(GOLD)
    .moveTo(W / 2 - 60, ruleY)
    .lineTo(W / 2 + 60, ruleY)
    .stroke();
  doc.y = ruleY + 24;

  doc.fillColor(MUTED).font('sans').fontSize(11).text(t.confirms, left, doc.y, center);
  doc.moveDown(0.7);
  doc.fillColor(TEXT_COLOR).font('serifBold').fontSize(24).text(c.name, left, doc.y, center);
  doc.moveDown(0.5);
  doc.fillColor(MUTED).font('sans').fontSize(11).text(t.attended, left, doc.y, center);
  doc.moveDown(0.7);
  doc.fillColor(BRAND).font('serifBold').fontSize(18).text(c.workshop_title, left, doc.y, center);
  doc.moveDown(1.4);

  // The facts: label column and value column, centred as a block.
  const labelW = 130;
  const valueW = width - labelW - 40;
  const factsLeft = left + 20;
  const fact = (label: string, value: string) => {
    const y = doc.y;
    doc
      .fillColor(MUTED)
      .font('sansBold')
      .fontSize(9.5)
      .text(label, factsLeft, y + 1, {
        width: labelW,
      });
    doc
      .fillColor(TEXT_COLOR)
      .font('sans')
      .fontSize(10.5)
      .text(value, factsLeft + labelW, y, {
        width: valueW,
      });
    doc.y = Math.max(doc.y, y + 14) + 5;
  };
  fact(t.date, dateAndTime(c, locale));
  fact(t.duration, durationText(c.duration_minutes, locale));
  fact(t.place, formatAndPlace(c, locale));
  if (c.host_name) fact(t.host, c.host_name);
  if (c.learning_objectives.length > 0) {
    const y = doc.y;
    doc
      .fillColor(MUTED)
      .font('sansBold')
      .fontSize(9.5)
      .text(t.objectives, factsLeft, y + 1, {
        width: labelW,
      });
    doc.y = y;
    doc.fillColor(TEXT_COLOR).font('sans').fontSize(10.5);
    doc.list(
      c.learning_objectives.slice(0, 8).map((o) => o.slice(0, 300)),
      factsLeft + labelW + 8,
      y,
      { width: valueW - 8, bulletRadius: 1.8, textIndent: 10, paragraphGap: 2 },
    );
  }

  // The foot: the issuer on the left, the QR code and the number on the right.
  const footTop = H - 250;
  const qrSize = 96;
  const qrX = W - 72 - qrSize;
  drawQr(doc, verifyUrl, qrX, footTop, qrSize);
  const captionW = 240;
  const captionX = W - 72 - captionW;
  doc.fillColor(MUTED).font('sans').fontSize(7.5);
  doc.text(t.verify, captionX, footTop + qrSize + 8, { width: captionW, align: 'right' });
  doc.fontSize(6.5).text(verifyUrl, captionX, doc.y + 1, { width: captionW, align: 'right' });
  doc.fillColor(MUTED).font('sansBold').fontSize(7.5);
  doc.text(t.number, captionX, doc.y + 8, { width: captionW, align: 'right' });
  doc.fillColor(TEXT_COLOR).font('sansBold').fontSize(11);
  doc.text(c.number, captionX, doc.y + 1, {
    width: captionW,
    align: 'right',
    characterSpacing: 0.5,
  });

  doc
    .lineWidth(0.6)
    .strokeColor(MUTED)
    .moveTo(left, footTop + 40)
    .lineTo(left + 200, footTop + 40)
    .stroke();
  doc
    .fillColor(MUTED)
    .font('sansBold')
    .fontSize(8.5)
    .text(t.issuer, left, footTop + 46);
  doc
    .fillColor(TEXT_COLOR)
    .font('sans')
    .fontSize(10)
    .text(c.issuer.name, left, doc.y + 2);
  doc.text(c.issuer.street).text(c.issuer.city);
  doc.moveDown(0.6);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(t.issuedOn(formatBerlinDay(c.issued_at, locale)));
  doc.end();
  return done;
}

/** The QR code as filled squares (sharp at any zoom, no image inside the PDF). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  doc.fillColor(TEXT_COLOR);
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill();
}
