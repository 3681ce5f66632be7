import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';

/** The build-time snapshot in the prerendered pages (decision 0223): real content before the API answers. */

let site: string;
const page = (name: string) => readFileSync(path.join(site, name), 'utf8');
beforeAll(() => {
  site = builtSite();
});

describe('home, categories and gift-card are prerendered with the snapshot', () => {
  it("home shows the default market's banners, gift cards, categories and popular products, no skeletons", () => {
    const html = page('home.html');
    expect(html.match(/data-testid="banner"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html.match(/class="strip__card"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html.match(/data-testid="popular-item"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).not.toMatch(/class="[^"]*\bskeleton\b/);
  });

  it('home preloads its largest paint, the first banner, with fetchpriority=high', () => {
    const html = page('home.html');
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/);
    expect(preload, 'preload link').not.toBeNull();
    // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive
    expect(html).toMatch(new RegExp(`<img src="${preload?.[1]}"[^>]*fetchpriority="high"`, 'i'));
  });

  it('categories shows the first tab A to Z', () => {
    const html = page('categories.html');
    expect(html.match(/data-testid="taxon-tile"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
  });

  it('gift-card shows the designs by category', () => {
    const html = page('gift-card.html');
    expect(html.match(/data-testid="giftcard-tile"/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
  });

  it('home, categories and gift-card hydrate on idle: their snapshot paints before React runs (decision 0223)', () => {
    for (const [name, component] of [
      ['home.html', 'HomeScreen'],
      ['categories.html', 'CategoriesScreen'],
      ['gift-card.html', 'GiftCardScreen'],
    ]) {
      const island = page(name).match(new RegExp(`<astro-island[^>]*component-url="[^"]*/${component}\\.[^"]*"[^>]*>`));
      expect(island, `${name}: ${component} island`).not.toBeNull();
      expect(island?.[0], name).toMatch(/ client="idle"/);
    }
  });

  it('styles travel inside the HTML: no render-blocking stylesheet', () => {
    for (const name of ['home.html', 'categories.html', 'privacy-policy.html'])
      expect(page(name), name).not.toMatch(/<link rel="stylesheet"/);
  });
});

describe('URL-keyed snapshot parts (decisions 0226-0228)', () => {
  it("campaign holds a hidden top (image and name) for each linked campaign, and names the snapshot's market", () => {
    const html = page('campaign.html');
    expect(html).toMatch(/<html[^>]* data-snapshot-country="\d+"/);
    const variants = [...html.matchAll(/<div class="list-variant" data-variant="id-(\d+)">(.*?)<\/h2>/gs)];
    expect(variants.length).toBeGreaterThan(0);
    for (const [, id, top] of variants) {
      expect(top, `campaign ${id}`).toMatch(/<img class="campaign__image"[^>]* loading="lazy"/);
      expect(top, `campaign ${id}`).toMatch(/<h2 class="campaign__name">[^<]+$/);
    }
  });

  it('product-search holds the whole catalogue once, each row with the text its keywords are matched against', () => {
    const html = page('product-search.html');
    expect(html).toMatch(/<html[^>]* data-snapshot-search[ =>]/);
    expect(html.match(/<div class="list-variant" data-variant="search">/g)).toHaveLength(1);
    const rows = [...html.matchAll(/<li class="product-row card" data-search="([^"]+)">/g)].map((m) => m[1]);
    expect(rows.length).toBeGreaterThan(0);
    // lower-cased names in the three languages
    for (const text of rows) expect(text).toBe(text.toLowerCase());
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('giftcard-share paints the closed envelope, not a grey block, while the gift is read', () => {
    const html = page('giftcard-share.html');
    expect(html).toMatch(
      /<div class="gift-stage gift-stage--closed gift-stage--waiting"><img class="gift-stage__layer" src="\/UgiftWeb\/share-animation\/envelope\/00\.svg"[^>]*fetchpriority="high"/i,
    );
  });
});
