import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The API's sources (tests beside the code excluded), relative to `src/`. */
const SRC = join(import.meta.dirname, '..', '..');
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}
const files = sources().map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the payment port', () => {
  it('writes "paid" in one statement (the payments repository’s markPaid, which only the recorder calls)', () => {
    const writers = files
      .filter(({ text }) => /SET\s[^;`]*payment_state\s*=\s*'paid'/i.test(text))
      .map(({ file }) => file);
    expect(writers).toEqual(['modules/billing/payments.repository.ts']);
    const callers = files.filter(({ text }) => /\.markPaid\(/.test(text)).map(({ file }) => file);
    expect(callers).toEqual(['modules/billing/payment-recorder.ts']);
  });

  it('sets a payment back only through the payments repository’s reversePayment, which only the recorder’s undo calls', () => {
    const reversers = files
      .filter(({ text }) => /SET\s+reversed_at\s*=/i.test(text))
      .map(({ file }) => file);
    expect(reversers).toEqual(['modules/billing/payments.repository.ts']);
    const callers = files
      .filter(({ text }) => /\.reversePayment\(/.test(text))
      .map(({ file }) => file);
    expect(callers).toEqual(['modules/billing/payment-recorder.ts']);
  });

  it('keeps the seller’s bank details and the payment reference in the bank-transfer method', () => {
    const bankWords = /seller\.(iban|bic|bankName)|Verwendungszweck|payment reference[: ]/;
    const outside = files
      .filter(
        ({ file, text }) =>
          bankWords.test(text) && !file.startsWith('modules/billing/bank-transfer/'),
      )
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });
});
