import { ApiRequestError, postJson } from '../../../shared/http/post-json';
import { getActiveLocale } from '../../../shared/i18n/stored-locale';

export interface GuestRegistration {
  id: string;
  status: string;
  name: string;
  title: string;
  startsAt: string | null;
  /** A confirmed seat's check-in code (its QR code is shown for on-site and hybrid dates). */
  checkInCode: string | null;
  /** The personal join link of an online or hybrid seat (never the raw video link). */
  joinPath: string | null;
  /** online, in_person or hybrid. */
  format: string | null;
  invoices: GuestInvoice[];
  /** Set while money paid on a cancelled registration waits to go back. */
  refund: { accountGiven: boolean } | null;
}

export interface GuestInvoice {
  id: string;
  number: string;
  kind: string;
  grossCents: number;
  paymentState: string | null;
  pdfUrl: string;
}

function readInvoices(value: unknown): GuestInvoice[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((i) => ({
    id: String(i.id),
    number: String(i.number),
    kind: String(i.kind),
    grossCents: typeof i.gross_cents === 'number' ? i.gross_cents : 0,
    paymentState: typeof i.payment_state === 'string' ? i.payment_state : null,
    pdfUrl: typeof i.pdf_url === 'string' ? i.pdf_url : '',
  }));
}

const url = (id: string) => `/api/workshops/registrations/${encodeURIComponent(id)}/guest-cancel`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readRegistration(payload: unknown): GuestRegistration {
  const r = isRecord(payload) && isRecord(payload.registration) ? payload.registration : null;
  if (!r || typeof r.id !== 'string' || typeof r.status !== 'string') {
    throw new ApiRequestError('unexpected answer', 500);
  }
  const workshop = isRecord(r.workshop) ? r.workshop : {};
  const session = isRecord(r.session) ? r.session : {};
  return {
    id: r.id,
    status: r.status,
    name: typeof r.name === 'string' ? r.name : '',
    title: typeof workshop.title === 'string' ? workshop.title : '',
    startsAt: typeof session.starts_at === 'string' ? session.starts_at : null,
    checkInCode: typeof r.check_in_code === 'string' ? r.check_in_code : null,
    joinPath: typeof r.join_path === 'string' && r.join_path.startsWith('/j/') ? r.join_path : null,
    format: typeof workshop.format === 'string' ? workshop.format : null,
    invoices: readInvoices(r.invoices),
    refund:
      isRecord(r.refund) && r.refund.due === true
        ? { accountGiven: r.refund.account_given === true }
        : null,
  };
}

/** What the cancel link in a guest's confirmation mail points at (changes nothing). */
export async function loadGuestRegistration(id: string, token: string): Promise<GuestRegistration> {
  const response = await fetch(`${url(id)}?token=${encodeURIComponent(token)}`, {
    headers: { accept: 'application/json', 'x-locale': getActiveLocale() },
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isRecord(payload) && isRecord(payload.error) ? payload.error : {};
    throw new ApiRequestError(
      typeof error.message === 'string' ? error.message : `HTTP ${response.status}`,
      response.status,
    );
  }
  return readRegistration(payload);
}

/** Cancels a guest's registration with the token from the mail; the reason is optional. */
export async function cancelGuestRegistration(
  id: string,
  token: string,
  reason: string,
): Promise<void> {
  await postJson(url(id), { token, cancellation_reason: reason || undefined });
}

/** The guest names the IBAN for the refund of a cancelled paid registration. */
export async function saveGuestRefundAccount(
  id: string,
  token: string,
  iban: string,
): Promise<void> {
  await postJson(`/api/workshops/registrations/${encodeURIComponent(id)}/refund-account`, {
    token,
    iban,
  });
}
