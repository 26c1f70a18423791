/**
 * Responsive poster images: the server makes WebP copies of a stored image at these widths on
 * first request (`/media/{id}/w/{width}`) and keeps them; the browser picks one through `srcset`.
 */
export const POSTER_WIDTHS = [400, 800, 1200] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

/** How wide the detail page shows its poster (`sizes`); the server preloads by the same. */
export const DETAIL_POSTER_SIZES = '(min-width: 64rem) 44rem, 100vw';

const STORED_MEDIA = /^\/media\/[0-9a-f-]{36}$/i;

export function isPosterWidth(value: number): value is PosterWidth {
  return (POSTER_WIDTHS as readonly number[]).includes(value);
}

/** The copy of a stored image at one width; any other address stays as it is. */
export function posterVariantUrl(url: string, width: PosterWidth): string {
  return STORED_MEDIA.test(url) ? `${url}/w/${width}` : url;
}

/** `srcset` over every width, or undefined for an address that has no copies. */
export function posterSrcSet(url: string): string | undefined {
  if (!STORED_MEDIA.test(url)) return undefined;
  return POSTER_WIDTHS.map((width) => `${posterVariantUrl(url, width)} ${width}w`).join(', ');
}
