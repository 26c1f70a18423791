import { loadSharp } from '../media/index.js';

/** Pictures for demo content, drawn as SVG and rendered to PNG (then stored like uploads). */
export async function renderSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function posterSvg(title: string, subtitle: string, hue: number): string {
  const lines = wrap(title, 18).slice(0, 4);
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${420 + i * 96}" font-size="80" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <rect width="1200" height="1200" fill="hsl(${hue},40%,20%)"/>
  <circle cx="1000" cy="220" r="260" fill="hsl(${hue + 30},60%,45%)" opacity="0.55"/>
  <circle cx="180" cy="1050" r="200" fill="hsl(${hue - 30},60%,50%)" opacity="0.35"/>
  <g font-family="sans-serif" fill="#fff">${text}
    <text x="80" y="${460 + lines.length * 96}" font-size="44" opacity="0.85">${escapeXml(subtitle)}</text>
  </g>
</svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
