import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail extends Email {
  envelopeTo: string[];
  /** Images the HTML shows inline (the logo); `attachments` holds only what a reader sees attached. */
  inline: Email['attachments'];
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** Holds each message this long before accepting it (a slow mail server). */
  delayMs = 0;
  private server?: SMTPServer;
  private port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          new Promise((resolve) => setTimeout(resolve, this.delayMs))
            .then(() => PostalMime.parse(Buffer.concat(chunks)))
            .then((email) => {
              this.messages.push({
                ...email,
                attachments: email.attachments.filter((a) => !a.contentId),
                inline: email.attachments.filter((a) => Boolean(a.contentId)),
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    // A restart keeps the port, so the app's SMTP_URL stays right (tests of an SMTP outage).
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a message to arrive that matches, for at most `timeoutMs`. */
  async waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(
      `no matching mail within ${timeoutMs} ms; got: ${this.messages.map((m) => m.subject).join(' | ')}`,
    );
  }

  /** Closes the server; `start()` opens it again on the same port (an SMTP outage). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Messages whose envelope or To holds the address (to count arrivals per recipient). */
  to(address: string): CaughtMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((m) => m.envelopeTo.some((a) => a.toLowerCase() === wanted));
  }
}
