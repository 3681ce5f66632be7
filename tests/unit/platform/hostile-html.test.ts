import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../../src/server/platform/safe-html.ts';
import { HOSTILE } from '../../support/hostile-html.ts';

describe('one HTML policy on the server', () => {
  it.each(HOSTILE)('leaves nothing that runs, loads or styles: %s', (html) => {
    const clean = safeHtml(html);
    expect(clean).not.toMatch(/<(script|img|iframe|style|svg|math|form|input|object|embed)\b/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/href="(javascript|data|\/\/)/i);
    expect(clean).not.toMatch(/jav.{0,6}ascript:/i);
  });

  it('keeps ordinary formatting, and every link opens in a new tab without an opener', () => {
    expect(safeHtml('<p><strong>Terms</strong></p><ul><li>One</li></ul>')).toBe('<p><strong>Terms</strong></p><ul><li>One</li></ul>');
    expect(safeHtml('<a href="https://shop.example" target="_self" rel="opener">ok</a>')).toBe(
      '<a href="https://shop.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(safeHtml('<a href="tel:+6561234567">call</a>')).toContain('href="tel:+6561234567"');
    expect(safeHtml(undefined)).toBe('');
  });
});
