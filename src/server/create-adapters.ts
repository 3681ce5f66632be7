import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from './platform/config.ts';
import type { Adapters } from './platform/adapters.ts';
import { createConsoleSms } from './platform/console-sms.ts';
import { processLogFormat } from './platform/logger.ts';
import { createLocalStorage } from './platform/local-storage.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createPaymentAdapter } from './payment/create-payment-adapter.ts';
import { createConsoleEmail } from './platform/console-email.ts';
import { createSmtpEmail } from './platform/smtp-email.ts';
import { createTwilioSms } from './platform/twilio-sms.ts';
import { createFacebookGraph, unconfiguredFacebook } from './platform/facebook-graph.ts';

/** Picks each adapter from the configuration. Features replace the defaults with their real providers. */
export function createAdapters(config: AppConfig, logger: Logger): Adapters {
  return {
    sms:
      config.smsProvider === 'twilio'
        ? createTwilioSms({
            accountSid: config.twilio.accountSid!,
            authToken: config.twilio.authToken!,
            from: config.twilio.from!,
            baseUrl: config.twilio.baseUrl,
          })
        : // on a terminal the OTP gets a plain line of its own, after the log's (decision 0239)
          createConsoleSms(logger, processLogFormat() === 'pretty' ? (line) => process.stdout.write(`\n  ${line}\n\n`) : undefined),
    email:
      config.email.provider === 'smtp'
        ? createSmtpEmail({ url: config.email.smtpUrl!, from: config.email.from })
        : createConsoleEmail(logger),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads')),
    facebook:
      config.facebook.appId && config.facebook.appSecret
        ? createFacebookGraph({ appId: config.facebook.appId, appSecret: config.facebook.appSecret, graphUrl: config.facebook.graphUrl })
        : unconfiguredFacebook(),
    payment: createPaymentAdapter(config),
  };
}
