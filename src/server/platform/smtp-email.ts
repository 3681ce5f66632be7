import nodemailer from 'nodemailer';
import { type EmailAdapter, EmailRejected } from './adapters.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL) */
  url: string;
  /** the From header: "Ugift <gifts@example.com>" */
  from: string;
  timeoutMs?: number;
}

/** What nodemailer's errors carry: the SMTP reply code of a refusal, when the server answered one. */
interface SmtpError extends Error {
  responseCode?: number;
}

/**
 * E-mail through an SMTP server with nodemailer (decision 0266). A 5xx reply to the message or its recipient is a
 * permanent refusal (EmailRejected: the gift shows Bounced); a 4xx or a connection failure is retried by the job.
 */
export function createSmtpEmail(options: SmtpOptions): EmailAdapter {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
        if (info.rejected.length > 0) throw new EmailRejected(`SMTP refused ${message.to}: ${info.response}`, 550);
        return { messageId: info.messageId };
      } catch (err) {
        const code = (err as SmtpError).responseCode;
        if (err instanceof EmailRejected) throw err;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new EmailRejected((err as Error).message, code);
        throw err;
      }
    },
  };
}
