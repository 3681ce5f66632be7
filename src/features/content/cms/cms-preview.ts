import globalCss from '../../../styles/global.css?inline';
import contentCss from '../content.css?inline';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content-schemas.ts';
import { fill, formatContentDate, htmlLangOf, platformText } from '../../../lib/page-text.ts';
import { CMS_COLLECTIONS } from './cms-config.ts';

/**
 * Decap's preview pane shows the page as the shop draws it (decision 0239): the shop's own stylesheets (global.css and
 * content.css) in the preview frame, and the markup of ContentPage.astro (top bar, prose, contact box, last updated)
 * around what is being typed, so an edit is seen before it is saved. Decap renders the templates with its own React:
 * they are plain functions over its createElement (window.h), with no hooks.
 */
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

interface PreviewProps {
  entry: { getIn(path: string[]): unknown };
  widgetFor(name: string): unknown;
  /** the language of the pane being previewed (Decap's left pane) */
  locale?: string;
}

export interface CmsPreviewApi {
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
}

const languageOf = (locale: string | undefined): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(locale ?? '') ? (locale as ContentLanguage) : 'eng';

/** One content page as the shop shows it, from the entry being edited. */
export function shopPage(h: H, props: PreviewProps): unknown {
  const lang = languageOf(props.locale);
  const text = platformText(lang);
  const value = (name: string) => {
    const v = props.entry.getIn(['data', name]);
    return v === undefined || v === null ? '' : String(v);
  };
  const kind = value('kind');
  const updated = value('updated');
  const date = updated && !Number.isNaN(Date.parse(updated)) ? formatContentDate(new Date(updated), lang) : updated;
  return h(
    'div',
    { className: 'app', lang: htmlLangOf(lang), 'data-testid': 'cms-preview' },
    h('header', { className: 'topbar content-topbar' }, h('h1', { className: 'content-topbar__title' }, value('title'))),
    h(
      'main',
      null,
      h(
        'article',
        { className: 'content-page' },
        h('div', { className: 'content-prose' }, props.widgetFor('body')),
        kind === 'contact' &&
          h(
            'section',
            { className: 'content-contact' },
            h('h2', null, text.content.emailLabel),
            h('p', { className: 'content-contact__email' }, h('a', { href: `mailto:${value('email')}` }, value('email'))),
            h('p', { className: 'content-contact__reply' }, fill(text.content.replyWithin, { hours: value('replyWithinHours') })),
          ),
        kind === 'legal' && h('p', { className: 'content-updated' }, fill(text.content.lastUpdated, { date })),
      ),
    ),
  );
}

/** Registers the shop's styles and one template per collection; called before CMS.init. */
export function registerPreviews(cms: CmsPreviewApi, h: H): void {
  cms.registerPreviewStyle(globalCss, { raw: true });
  cms.registerPreviewStyle(contentCss, { raw: true });
  cms.registerPreviewStyle('body { margin: 0; } .app { min-height: 0; }', { raw: true });
  for (const collection of CMS_COLLECTIONS) cms.registerPreviewTemplate(collection.name, (props) => shopPage(h, props));
}
