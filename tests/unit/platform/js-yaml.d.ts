/** js-yaml (Astro's own front-matter parser, a dependency of astro) ships no types; the tests use only load(). */
declare module 'js-yaml' {
  const yaml: { load(text: string): unknown };
  export default yaml;
}
