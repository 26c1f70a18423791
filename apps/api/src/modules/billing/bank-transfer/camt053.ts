import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CAMT_MAX_BYTES } from '@platform/domain';
import { DomainError } from '../../../core/errors/domain-error.js';

/** One incoming transfer from a statement. */
export interface StatementCredit {
  /** The bank's reference for the entry (AcctSvcrRef, else NtryRef), for the payment note. */
  entryRef: string;
  /**
   * What makes the transfer the same money in every statement that lists it (a daily and a
   * monthly statement, the same file twice): `ref:<AcctSvcrRef>` (with `/<n>` for the n-th
   * transfer of a batch entry), or, where the bank gives no AcctSvcrRef, `sha256:<hash>` of the
   * transfer's content (dates, amount, parties, texts; not the statement's own numbering).
   */
  sourceReference: string;
  amountCents: number;
  currency: string;
  bookingDate: string | null;
  /** Remittance text (Ustrd lines joined) and end-to-end id: where the reference is found. */
  remittance: string;
  debtorName: string | null;
}

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);
/** Real statements nest about 12 deep; deeper input is refused before it costs anything. */
const MAX_DEPTH = 40;

/**
 * Reads the credits of a CAMT.053 (bank-to-customer statement) file, any version 001.02-001.13.
 * Safe by construction: size bounded before parsing, any DOCTYPE refused (so no entity
 * definitions, no external entities, no entity expansion), entities never processed, and the
 * parser (fast-xml-parser) builds plain data, never evaluates anything.
 */
export function parseCamt053(xml: string): StatementCredit[] {
  if (Buffer.byteLength(xml, 'utf8') > CAMT_MAX_BYTES)
    throw new DomainError('CAMT_TOO_LARGE', { params: { max: CAMT_MAX_BYTES / 1024 / 1024 } });
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new DomainError('CAMT_INVALID');
  if (XMLValidator.validate(xml) !== true) throw new DomainError('CAMT_INVALID');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ARRAYS.has(name),
    maxNestedTags: MAX_DEPTH,
  });
  let doc: Node;
  try {
    // The parser throws plain errors for names like `__proto__` and for deep nesting.
    doc = parser.parse(xml) as Node;
  } catch {
    throw new DomainError('CAMT_INVALID');
  }
  const statements = path(doc, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) throw new DomainError('CAMT_INVALID');
  const credits: StatementCredit[] = [];
  for (const stmt of statements as Node[]) {
    const entries = (stmt.Ntry as Node[] | undefined) ?? [];
    for (const [index, entry] of entries.entries()) {
      if (text(entry.CdtDbtInd) !== 'CRDT') continue;
      if (text(path(entry, 'RvslInd')) === 'true') continue;
      const bankRef = text(entry.AcctSvcrRef);
      const entryRef = bankRef || text(entry.NtryRef) || `${text(path(stmt, 'Id'))}#${index + 1}`;
      const bookingDate =
        text(path(entry, 'BookgDt', 'Dt')) || text(path(entry, 'BookgDt', 'DtTm')) || null;
      const details = ((path(entry, 'NtryDtls', 'TxDtls') as Node[] | undefined) ?? []).filter(
        Boolean,
      );
      const transfers = details.length > 0 ? details : [entry];
      for (const [n, tx] of transfers.entries()) {
        const amount =
          (details.length > 1
            ? (path(tx, 'Amt') ?? path(tx, 'AmtDtls', 'TxAmt', 'Amt'))
            : undefined) ?? entry.Amt;
        const cents = amountCents(amount);
        if (cents === null) throw new DomainError('CAMT_INVALID');
        const ustrd = (path(tx, 'RmtInf', 'Ustrd') as unknown[] | undefined) ?? [];
        const remittance = [
          ...ustrd.map(text),
          text(path(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')),
          text(path(tx, 'Refs', 'EndToEndId')),
          text(entry.AddtlNtryInf),
        ]
          .filter((s) => s && s !== 'NOTPROVIDED')
          .join(' ');
        const part = transfers.length > 1 ? `/${n + 1}` : '';
        const debtorName =
          text(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ||
          text(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ||
          null;
        credits.push({
          entryRef: `${entryRef}${part}`,
          sourceReference: bankRef
            ? `ref:${bankRef}${part}`.slice(0, 200)
            : `sha256:${contentHash(entry, tx, n, transfers.length)}`,
          amountCents: cents,
          currency: currencyOf(amount),
          bookingDate,
          remittance,
          debtorName,
        });
      }
    }
  }
  return credits;
}

/**
 * The transfer's content without the statement's own numbering (NtryRef, statement id), which
 * differs between a daily and a monthly statement listing the same entry.
 */
function contentHash(entry: Node, tx: Node, n: number, of: number): string {
  const { NtryRef: _ntryRef, NtryDtls: _details, Sts: _status, ...rest } = entry;
  return createHash('sha256')
    .update(JSON.stringify([rest, tx === entry ? null : tx, n, of]))
    .digest('hex');
}

function path(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) {
    if (Array.isArray(current)) current = current[0];
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Node)[key];
  }
  return current;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

function currencyOf(amount: unknown): string {
  return amount && typeof amount === 'object' ? text((amount as Node)['@Ccy']) : '';
}

function amountCents(amount: unknown): number | null {
  const raw = text(amount);
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
