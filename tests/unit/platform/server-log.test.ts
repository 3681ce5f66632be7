import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createConsoleSms, otpLine } from '../../../src/server/platform/console-sms.ts';
import { createLogger, logFormat } from '../../../src/server/platform/logger.ts';

/** The server log of decision 0239: pretty on a terminal in development, JSON otherwise; the OTP on its own line. */
function sink(): { stream: Writable & { write: Writable['write'] }; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the log format', () => {
  it('is pretty on a terminal outside production, JSON otherwise, and LOG_FORMAT decides when set', () => {
    expect(logFormat({ isTTY: true, nodeEnv: undefined })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'development' })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'production' })).toBe('json');
    expect(logFormat({ isTTY: false, nodeEnv: 'development' })).toBe('json');
    expect(logFormat({ isTTY: undefined, nodeEnv: undefined })).toBe('json');
    expect(logFormat({ isTTY: false, nodeEnv: 'production', override: 'pretty' })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'development', override: 'json' })).toBe('json');
    expect(logFormat({ isTTY: true, nodeEnv: 'development', override: 'loud' })).toBe('pretty');
  });

  it('writes readable lines when pretty and one JSON object a line otherwise', () => {
    const pretty = sink();
    createLogger('info', 'pretty', pretty.stream).info('Ugift is running');
    expect(pretty.text()).toMatch(/INFO.*Ugift is running/);
    expect(pretty.text()).not.toContain('{"level"');
    const json = sink();
    createLogger('info', 'json', json.stream).info('Ugift is running');
    expect(JSON.parse(json.text().trim())).toMatchObject({ level: 30, msg: 'Ugift is running' });
  });
});

describe('the console SMS', () => {
  const text = 'Your Ugift verification code is 123456. It expires in 10 minutes. Never share it with anyone.';

  it('makes a human line of a verification code, with the number formatted', () => {
    expect(otpLine('+6591234567', text)).toBe('OTP for +65 9123 4567: 123456');
    expect(otpLine('+819012345678', text)).toBe('OTP for +81 90 1234 5678: 123456');
    expect(otpLine('+6591234567', 'Tay sent you a gift: https://example.test/g/abc')).toBeNull();
  });

  it('prints the OTP line on its own on a terminal, and puts it in the JSON entry otherwise', async () => {
    const lines: string[] = [];
    const pretty = sink();
    await createConsoleSms(createLogger('info', 'pretty', pretty.stream), (l) => lines.push(l)).send('+6591234567', text);
    expect(lines).toEqual(['OTP for +65 9123 4567: 123456']);

    const json = sink();
    await createConsoleSms(createLogger('info', 'json', json.stream)).send('+6591234567', text);
    expect(JSON.parse(json.text().trim())).toMatchObject({ msg: 'SMS (console provider)', line: 'OTP for +65 9123 4567: 123456' });
  });
});
