import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * `client:paint`: hydrate once the browser has shown the page's first contentful paint (decision 0226).
 *
 * The island's HTML is already on screen from the static build, so nothing the shopper sees waits for it. Starting
 * the island's scripts only after that paint keeps their downloads and their evaluation out of the way of the first
 * paint and of the largest image.
 */
const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaint;
