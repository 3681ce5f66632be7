import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> (plain, no auth: a local test server) */
  url: string;
  received: ParsedMail[];
  /** each received message as it came over the wire, and the envelope's recipients (RCPT TO), in the same order */
  raw: Array<{ source: string; rcptTo: string[] }>;
  /** answers when `count` messages have arrived */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test's process (smtp-server), reading each message with mailparser. Recipients whose
 * local part starts with "bounce" are refused with 550 (a permanent rejection); "busy" ones with 451 (a passing one).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const raw: SmtpSink['raw'] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const local = address.address.split('@')[0];
      if (local.startsWith('bounce')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      if (local.startsWith('busy')) return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      })
        .then(async (source) => {
          const mail = await simpleParser(source);
          raw.push({ source: source.toString('utf8'), rcptTo: session.envelope.rcptTo.map((a) => a.address) });
          received.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    raw,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
