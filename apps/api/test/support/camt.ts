/** One credit transfer in a test statement. */
export interface CamtCredit {
  amount: string;
  remittance: string;
  /** The bank's entry reference (AcctSvcrRef); null leaves it out (the entry is then known by its content). */
  ref?: string | null;
  /** The statement's own running number for the entry (differs between a daily and a monthly statement). */
  ntryRef?: string;
  currency?: string;
  debit?: boolean;
  debtor?: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A CAMT.053.001.08 statement as German banks export it, with the given entries. */
export function camtStatement(credits: CamtCredit[], id = 'STMT-1'): string {
  const entries = credits
    .map(
      (c, i) => `
      <Ntry>
        <NtryRef>${esc(c.ntryRef ?? String(i + 1))}</NtryRef>
        <Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt>
        <CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-03-02</Dt></BookgDt>
        <ValDt><Dt>2027-03-02</Dt></ValDt>
        ${c.ref === null ? '' : `<AcctSvcrRef>${esc(c.ref ?? `REF-${id}-${i + 1}`)}</AcctSvcrRef>`}
        <BkTxCd><Prtry><Cd>NTRF+166</Cd><Issr>DK</Issr></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>${esc(c.debtor ?? 'Max Zahler')}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${esc(c.remittance)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2027-03-02T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}
