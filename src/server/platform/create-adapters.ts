import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import type { Adapters } from './adapters.ts';
import { createConsoleSms } from './console-sms.ts';
import { createLocalStorage } from './local-storage.ts';
import { ApiError } from '../http/api-error.ts';

/** Picks each adapter from the configuration. Features replace the defaults with their real providers. */
export function createAdapters(config: AppConfig, logger: Logger): Adapters {
  return {
    sms: createConsoleSms(logger),
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    facebook: {
      configured: false,
      async verifyAccessToken() {
        throw new ApiError('bad_request', 'Facebook login is not configured on this server');
      },
    },
    payment: null,
  };
}
