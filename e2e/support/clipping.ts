import type { Page } from '@playwright/test';

/**
 * Text the shopper cannot read whole: every visible element that holds text of its own and whose content is
 * wider than its box (scrollWidth > clientWidth), unless it declares `text-overflow: ellipsis` on purpose. Scroll rows,
 * form fields and visually hidden text are not text boxes and are left out. Answers "tag.class: text" per element.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], .sr-only, .visually-hidden')) continue;
      if (style.display === 'inline') {
        // An inline box has no clientWidth; it is clipped when it runs past the nearest block's right edge.
        const block = el.parentElement;
        if (block && rect.right > block.getBoundingClientRect().right + 1 && getComputedStyle(block).overflowX !== 'visible') {
          found.push(`${el.tagName.toLowerCase()}.${el.className}: ${own.slice(0, 40)}`);
        }
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName.toLowerCase()}.${el.className}: ${own.slice(0, 40)}`);
    }
    return found;
  });
}
