import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CAMT_MAX_BYTES } from '@platform/domain';
import { DomainError } from '../../core/errors/domain-error.js';

/** One incoming transfer from a statement. */
export interface StatementCredit {
  /** The bank's reference for the entry (AcctSvcrRef, else NtryRef), for the payment note. */
  entryRef: string;
  amountCents: number;
  currency: string;
  bookingDate: string | null;
  /** Remittance text (Ustrd lines joined) and end-to-end id: where the reference is found. */
  remittance: string;
  debtorName: string | null;
}

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);

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
  });
  const doc = parser.parse(xml) as Node;
  const statements = path(doc, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(statements)) throw new DomainError('CAMT_INVALID');
  const credits: StatementCredit[] = [];
  for (const stmt of statements as Node[]) {
    const entries = (stmt.Ntry as Node[] | undefined) ?? [];
    for (const [index, entry] of entries.entries()) {
      if (text(entry.CdtDbtInd) !== 'CRDT') continue;
      if (text(path(entry, 'RvslInd')) === 'true') continue;
      const entryRef =
        text(entry.AcctSvcrRef) || text(entry.NtryRef) || `${text(path(stmt, 'Id'))}#${index + 1}`;
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
        credits.push({
          entryRef: transfers.length > 1 ? `${entryRef}/${n + 1}` : entryRef,
          amountCents: cents,
          currency: currencyOf(amount),
          bookingDate,
          remittance,
          debtorName:
            text(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ||
            text(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')) ||
            null,
        });
      }
    }
  }
  return credits;
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
