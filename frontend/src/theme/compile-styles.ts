import type { SystemStyleObject } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { compile, serialize, stringify } from 'stylis';
import { browserEmotionCache, createServerEmotionCache, EMOTION_KEY } from './emotion';
import { getSystem } from './system';

/** A module's styles resolved through the system: class name per key, serialized styles to insert. */
export interface CompiledStyles<K extends string> {
  names: Record<K, string>;
  serialized: SerializedStyles[];
}

/**
 * Resolves each style through the same system as Chakra's style props and hashes it: same CSS, same
 * class name (`css-<hash>` of the same serialized styles) as the style props would give.
 */
export function compileStyles<K extends string>(definitions: Readonly<Record<K, SystemStyleObject>>): CompiledStyles<K> {
  const { css } = getSystem();
  const names = {} as Record<K, string>;
  const serialized: SerializedStyles[] = [];
  for (const key of Object.keys(definitions) as K[]) {
    // One object per property: the system memoizes each object's result under a key blind to the
    // order of its properties, so a whole definition could come back in the order of another one with
    // the same content compiled earlier (another class name, hence hydration mismatches).
    const parts = Object.entries(definitions[key]).map(([name, value]) => ({ [name]: value }));
    const one = serializeStyles([css(...parts) as never]);
    names[key] = one.styles ? `${EMOTION_KEY}-${one.name}` : '';
    serialized.push(one);
  }
  return { names, serialized };
}

/**
 * On the server, the rules only: `insertStyles` would also register each style's text under its class
 * name, which only emotion's own components read back (to compose a `css` prop with a class), and a
 * public page has none; a fresh registry filled on every render cost 2-3 % of an uncached page's CPU.
 */
export function insertForPage(cache: EmotionCache, serialized: SerializedStyles): void {
  let current: SerializedStyles | undefined = serialized;
  do {
    cache.insert(current === serialized ? `.${cache.key}-${serialized.name}` : '', current, cache.sheet, true);
    current = current.next;
  } while (current !== undefined);
}

/** In a browser running unbuilt code (development): inserted through emotion, once per page. */
export function insertInBrowser(serialized: SerializedStyles): void {
  const cache = browserEmotionCache();
  if (cache.inserted[serialized.name] === undefined) insertStyles(cache, serialized, true);
}

/**
 * The CSS of a module's styles, keyframes included, by name in insertion order, exactly as the server
 * writes them in a page's stylesheet: what the browser build ships instead of the system (vite.config.ts).
 */
export function cssOf(serialized: SerializedStyles[]): [name: string, rules: string[]][] {
  const server = createServerEmotionCache();
  for (const one of serialized) if (one.styles && server.cache.inserted[one.name] === undefined) insertForPage(server.cache, one);
  return server.part().styles.map(([name, css]) => {
    // Split into top-level rules (a media query with its block is one), for `insertRule`.
    const rules = compile(css).map((element) => serialize([element], stringify));
    if (rules.join('') !== css)
      throw new Error(`static styles : la feuille de ${name} ne se découpe pas en règles à l'identique`);
    return [name, rules];
  });
}
