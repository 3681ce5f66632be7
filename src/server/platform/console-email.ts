import type { Logger } from 'pino';
import { randomId } from './crypto.ts';
import type { EmailAdapter, EmailMessage } from './adapters.ts';

/** A message the console provider kept, for the development inbox (/UgiftWeb/dev/mail). */
export interface KeptEmail extends EmailMessage {
  id: string;
  messageId: string;
  at: Date;
}

/** How many messages the development inbox keeps (the oldest go first). */
export const DEV_INBOX_SIZE = 100;

export interface ConsoleEmail extends EmailAdapter {
  /** newest first */
  inbox(): readonly KeptEmail[];
}

/**
 * Development e-mail (the default, decision 0266): each message is logged (recipient, subject, the links of its text
 * part) and kept in memory for the development inbox. Nothing leaves the machine.
 */
export function createConsoleEmail(logger: Logger, clock: () => Date = () => new Date()): ConsoleEmail {
  const kept: KeptEmail[] = [];
  return {
    name: 'console',
    async send(message) {
      const id = randomId();
      const messageId = `<${id}@console.ugift>`;
      kept.unshift({ ...message, id, messageId, at: clock() });
      kept.length = Math.min(kept.length, DEV_INBOX_SIZE);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, links }, 'E-mail (console provider)');
      return { messageId };
    },
    inbox: () => kept,
  };
}
