import { getActiveLocale } from '../../../shared/i18n/stored-locale';
import { getAccessToken } from './auth-client';

export interface SignedInDownload {
  /** The `accept` header, e.g. `application/pdf`. */
  accept?: string;
  /** The file's name; without one, the server's `content-disposition` name, else `fallbackName`. */
  fileName?: string;
  fallbackName?: string;
}

/**
 * Downloads a file only a signed-in person may have (an invoice, a certificate, a material, a
 * CSV list): the access token lives in memory, never in a cookie or an address, so a plain link
 * cannot carry it; the file is fetched with it and handed to the browser. A refusal throws with
 * the server's message (in the reader's language) when it sent one.
 */
export async function signedInDownload(
  path: string,
  options: SignedInDownload = {},
): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(path, {
    headers: {
      ...(options.accept ? { accept: options.accept } : {}),
      'x-locale': getActiveLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    throw new Error(payload?.error?.message ?? `HTTP ${response.status}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName =
    options.fileName ??
    /filename="?([^";]+)"?/.exec(disposition)?.[1] ??
    options.fallbackName ??
    'download';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
