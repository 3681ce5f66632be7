import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Logger } from 'pino';
import type { SmsAdapter } from './adapters.ts';

/** "OTP for +65 9123 4567: 123456" for a verification text, else null (a gift's text carries no code). */
export function otpLine(toE164: string, text: string): string | null {
  const code = /verification code is (\d{4,8})\b/i.exec(text)?.[1];
  if (!code) return null;
  const phone = parsePhoneNumberFromString(toE164)?.formatInternational() ?? toE164;
  return `OTP for ${phone}: ${code}`;
}

/**
 * Development SMS: the message goes to the log, and the demo client may show the code as a hint. A verification code
 * is also printed on its own line (decision 0239): through `say` on a terminal, else as the entry's `line` field, so
 * `grep OTP` finds it in a JSON log too.
 */
export function createConsoleSms(logger: Logger, say?: (line: string) => void): SmsAdapter {
  return {
    name: 'console',
    exposesCode: true,
    async send(to, text) {
      const line = otpLine(to, text);
      logger.info({ to, text, ...(line && !say ? { line } : {}) }, 'SMS (console provider)');
      if (line && say) say(line);
    },
  };
}
