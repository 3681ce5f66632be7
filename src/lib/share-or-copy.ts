/**
 * Offers the phone's share sheet (Web Share API) where there is one, and copies the text and link otherwise, or when
 * the sheet fails for a reason other than the shopper closing it (sharing a gift only copied a link).
 */
export async function shareOrCopy(share: { title: string; text: string; url: string }): Promise<'shared' | 'copied' | 'closed' | 'failed'> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(share) ?? true)) {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'closed';
      // NotAllowedError and the like: fall back to the clipboard
    }
  }
  try {
    await navigator.clipboard.writeText(`${share.text} ${share.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
