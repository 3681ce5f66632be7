import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint (src/features/shell/after-paint). */
    'client:paint'?: boolean;
  }
}
