/**
 * js-yaml (Astro's own front-matter parser, a dependency of astro) ships no types; the tests use load(), the content
 * editor's normaliser (scripts/cms-normalise.ts) load() and dump() with the JSON schema.
 */
declare module 'js-yaml' {
  const yaml: {
    load(text: string, options?: { schema?: unknown }): unknown;
    dump(value: unknown, options?: { schema?: unknown; lineWidth?: number; quotingType?: "'" | '"' }): string;
    JSON_SCHEMA: unknown;
  };
  export default yaml;
}
