/**
 * The CSS rules of every `defineStyles` call site, by name, in the browser build: the build writes
 * them here (vite.config.ts, `precompiledStaticStyles`) and leaves only their names in the modules, so
 * that this chunk is loaded only when a style is missing from the page (static-styles.ts). Empty as
 * written: unbuilt (development), or on the server, the styles are resolved where they are defined.
 */
export const styleRules: [name: string, rules: string[]][] = [];
