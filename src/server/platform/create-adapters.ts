import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import type { Adapters } from './adapters.ts';
import { createConsoleSms } from './console-sms.ts';
import { createLocalStorage } from './local-storage.ts';
import { createPaymentAdapter } from '../payment/create-payment-adapter.ts';
import { createTwilioSms } from './twilio-sms.ts';
import { createFacebookGraph, unconfiguredFacebook } from './facebook-graph.ts';

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
        : createConsoleSms(logger),
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    facebook:
      config.facebook.appId && config.facebook.appSecret
        ? createFacebookGraph({ appId: config.facebook.appId, appSecret: config.facebook.appSecret, graphUrl: config.facebook.graphUrl })
        : unconfiguredFacebook(),
    payment: createPaymentAdapter(config),
  };
}
