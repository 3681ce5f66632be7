import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/**
 * How the server logs (decision 0239): readable lines (pino-pretty) when a person watches a terminal in development,
 * pino's JSON everywhere else (production, a pipe, a file, CI). LOG_FORMAT=json|pretty overrides the choice.
 */
export function logFormat(env: { isTTY: boolean | undefined; nodeEnv: string | undefined; override?: string }): LogFormat {
  if (env.override === 'json' || env.override === 'pretty') return env.override;
  return env.isTTY === true && env.nodeEnv !== 'production' ? 'pretty' : 'json';
}

/** The choice for this process: its stdout, NODE_ENV and LOG_FORMAT. */
export function processLogFormat(): LogFormat {
  return logFormat({ isTTY: process.stdout.isTTY, nodeEnv: process.env.NODE_ENV, override: process.env.LOG_FORMAT });
}

/** The server's logger in the given format; pretty lines are written synchronously, like pino's own JSON. */
export function createLogger(level: string, format: LogFormat = processLogFormat(), destination?: DestinationStream): Logger {
  if (format === 'json') return destination ? pino({ level }, destination) : pino({ level });
  const stream = pretty({
    colorize: destination === undefined,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
    ...(destination ? { destination } : {}),
  });
  return pino({ level }, stream);
}
