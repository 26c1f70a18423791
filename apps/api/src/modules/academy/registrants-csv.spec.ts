import { csvCell, toCsv } from './registrants-csv.js';

describe('registrants CSV', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const csv = toCsv(['Name', 'E-Mail'], [['Jürgen Groß', 'j@example.com']]);
    expect(csv.startsWith('\uFEFFName,E-Mail\r\n')).toBe(true);
    expect(csv.endsWith('Jürgen Groß,j@example.com\r\n')).toBe(true);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+49 30 123', "'+49 30 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
  ])('defuses a formula: %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell(null)).toBe('');
  });
});
