// A mail server for the benchmarks that accepts every message and keeps none: it stands for the
// company's SMTP relay, which is another machine. It runs at a lower CPU priority than the
// server under test, so on this machine it takes only the CPU the server leaves. Prints
// `port <n>` when it listens and `mail <recipients>` for each message it accepted.
import { setPriority } from 'node:os';
import { SMTPServer } from 'smtp-server';

setPriority(10);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      process.stdout.write(`mail ${session.envelope.rcptTo.map((r) => r.address).join(',')}\n`);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${server.server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
