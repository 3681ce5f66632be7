import { getEntry } from 'astro:content';
import type { ContentLanguage, InvitationCopy } from './content-schemas.ts';
import { CONTENT_LANGUAGES } from './content-schemas.ts';

/**
 * The words of the /invitation and /campaign pages, edited by marketing in src/content/copy/<lang>/<page>.md.
 * Call from a page's frontmatter (build time) and pass the result to the island as a prop:
 *
 *   const copy = await loadInvitationCopy();           // { eng, cn, jp }
 *   <Invitation copy={copy} client:load />            // island: copy[lang].title, copy[lang].html …
 *
 * `html` is the Markdown body rendered at build time from our own repository (trusted); an island that puts it in
 * the DOM still passes it through DOMPurify before dangerouslySetInnerHTML, as every HTML in the shop.
 */
export type WithBody<T> = T & { html: string };
export type CopyByLanguage<T> = Record<ContentLanguage, WithBody<T>>;

async function load<T>(collection: 'invitationCopy' | 'campaignCopy'): Promise<CopyByLanguage<T>> {
  const out = {} as CopyByLanguage<T>;
  for (const lang of CONTENT_LANGUAGES) {
    const entry = await getEntry(collection, lang);
    if (!entry)
      throw new Error(`Missing content: src/content/copy/${lang}/${collection === 'invitationCopy' ? 'invitation' : 'campaign'}.md`);
    out[lang] = { ...(entry.data as T), html: entry.rendered?.html ?? '' };
  }
  return out;
}

export function loadInvitationCopy(): Promise<CopyByLanguage<InvitationCopy>> {
  return load<InvitationCopy>('invitationCopy');
}
