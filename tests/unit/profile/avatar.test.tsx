import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Avatar from '../../../src/components/shop/Avatar.tsx';

describe('Avatar', () => {
  it("shows the name's first letter", () => {
    expect(renderToStaticMarkup(<Avatar name="mei ling" />)).toContain('>M<');
    expect(renderToStaticMarkup(<Avatar name="  陈伟" />)).toContain('>陈<');
  });

  it('shows a person outline, never a digit, for a member without a name', () => {
    for (const name of ['', '   ', '91234567']) {
      const html = renderToStaticMarkup(<Avatar name={name} />);
      expect(html).toContain('<svg');
      expect(html).not.toMatch(/>\d</);
    }
  });
});
