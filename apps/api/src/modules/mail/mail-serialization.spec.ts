import { MailAttachmentRenderers } from './mail-attachment-renderers.js';
import type { InlineAttachment, MailMessage } from './mail-message.js';
import { fromStoredMail, toStoredMail } from './mail-serialization.js';

function throughJson(message: MailMessage): MailMessage {
  return fromStoredMail(
    JSON.parse(JSON.stringify(toStoredMail(message))) as Parameters<typeof fromStoredMail>[0],
  );
}

describe('outbox mail serialization', () => {
  it('keeps binary attachments byte for byte through JSON', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    const back = throughJson({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      attachments: [
        { filename: 'x.bin', contentType: 'application/octet-stream', content: bytes },
        { filename: 'e.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    const [bin, ics] = (back.attachments ?? []) as InlineAttachment[];
    expect(Buffer.isBuffer(bin.content)).toBe(true);
    expect((bin.content as Buffer).equals(bytes)).toBe(true);
    expect(ics.content).toBe('BEGIN:VCALENDAR');
  });

  it('stores an attachment reference as it is; the renderer fills it in at send time', async () => {
    const back = throughJson({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      attachments: [
        { filename: 'R-1.pdf', contentType: 'application/pdf', render: { kind: 'k', id: '42' } },
      ],
    });
    expect(back.attachments?.[0]).toEqual({
      filename: 'R-1.pdf',
      contentType: 'application/pdf',
      render: { kind: 'k', id: '42' },
    });
    const renderers = new MailAttachmentRenderers();
    await expect(renderers.resolve(back)).rejects.toThrow('no attachment renderer for "k"');
    renderers.register('k', (id) => Promise.resolve(Buffer.from(`pdf ${id}`)));
    const resolved = await renderers.resolve(back);
    expect(resolved.attachments?.[0].filename).toBe('R-1.pdf');
    expect(String(resolved.attachments?.[0].content)).toBe('pdf 42');
  });

  it('keeps the Content-ID of an inline image, rendered or not', async () => {
    const back = throughJson({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      html: '<img src="cid:qr@x">',
      attachments: [
        {
          filename: 'qr.png',
          contentType: 'image/png',
          cid: 'qr@x',
          render: { kind: 'q', id: '7' },
        },
        { filename: 'b.png', contentType: 'image/png', cid: 'b@x', content: Buffer.from([1, 2]) },
      ],
    });
    const renderers = new MailAttachmentRenderers();
    renderers.register('q', () => Promise.resolve(Buffer.from([3])));
    const resolved = await renderers.resolve(back);
    expect(resolved.attachments?.map((a) => a.cid)).toEqual(['qr@x', 'b@x']);
  });
});
