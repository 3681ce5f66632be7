import type { Logger } from 'pino';
import type { SmsAdapter } from './adapters.ts';

/** Development SMS: the message goes to the log, and the demo client may show the code as a hint. */
export function createConsoleSms(logger: Logger): SmsAdapter {
  return {
    name: 'console',
    exposesCode: true,
    async send(to, text) {
      logger.info({ to, text }, 'SMS (console provider)');
    },
  };
}
