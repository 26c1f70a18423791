import { getActiveLocale } from '../i18n/stored-locale';

/** A non-OK answer of our REST API, with the per-field messages it may carry. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** `error.fields` of the answer: field name -> message (already in the reader's language). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** `error.code` of the answer (e.g. `SIGN_IN_SLOWED`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * POSTs JSON to our API and resolves with the answer's body (or `null`). The `x-locale` header
 * lets the server answer (and write e-mails) in the language shown. A non-OK answer rejects with
 * an ApiRequestError carrying the documented `{ error: { message, fields } }` when present.
 */
export async function postJson(
  url: string,
  body: unknown,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...extraHeaders,
      'content-type': 'application/json',
      accept: 'application/json',
      'x-locale': getActiveLocale(),
    },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const payload = await readJson(response);
  if (!response.ok) {
    const { message, fields, code } = readError(payload);
    throw new ApiRequestError(
      message ?? `HTTP ${response.status}: ${response.statusText}`,
      response.status,
      fields,
      code,
    );
  }
  return payload;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function readError(payload: unknown): {
  message?: string;
  fields: Record<string, string>;
  code?: string;
} {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  if (!error) return { fields: {} };
  const fields: Record<string, string> = {};
  if (isRecord(error.fields)) {
    for (const [name, text] of Object.entries(error.fields)) {
      if (typeof text === 'string' && text.trim() !== '') fields[name] = text;
      else if (Array.isArray(text) && typeof text[0] === 'string') fields[name] = text[0];
    }
  }
  return {
    message: typeof error.message === 'string' ? error.message : undefined,
    fields,
    code: typeof error.code === 'string' ? error.code : undefined,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
