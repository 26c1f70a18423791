import { csvCell, toCsv } from './csv.js';

/** Whatever a spreadsheet splits a quoted field on, no piece may start a formula. */
function pieces(cell: string): string[] {
  const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
  return inner.split(/[,;\t\r\n]/);
}

describe('CSV', () => {
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
    ['\tTab', `"'\tTab"`],
    ['\r=1', `"'\r'=1"`],
    [' =1+1', "' =1+1"],
    ['"=1+1"', `"'""=1+1"""`],
  ])('defuses a formula at the start: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    // German Excel splits on ';': every cell the text could split into is defused.
    ['Eva;=2*3;x', `"Eva;'=2*3;x"`],
    ['Eva,=2*3', `"Eva,'=2*3"`],
    ['a\t@SUM(A1)', `"a\t'@SUM(A1)"`],
    ['a; -1+2', `"a;' -1+2"`],
    ['a;"=1"', `"a;'""=1"""`],
    ['a\n+1', `"a\n'+1"`],
    ['a\r\n=1', `"a\r\n'=1"`],
    ['a;;=1', `"a;;'=1"`],
    ['=1;=2', `"'=1;'=2"`],
    ['a;\t=1', `"a;\t'=1"`],
  ])('defuses a formula after a separator: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
    for (const piece of pieces(expected)) expect(piece).not.toMatch(/^[\s"]*[=+\-@]/);
  });

  it('quotes every separator, so no spreadsheet splits the field', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('2027-00042')).toBe('2027-00042');
    expect(csvCell('a-b@c.de')).toBe('a-b@c.de');
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('Anna')).toBe('Anna');
    expect(csvCell(null)).toBe('');
  });
});
