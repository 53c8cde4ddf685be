import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, type Middleware } from 'stylis';
import type { PartStyles } from '../app/reused-markup';
import { PAGE_STYLES_ELEMENT_ID } from './page-styles-element';

/**
 * The properties that still need a vendor prefix in a browser the site supports (Safari before 18
 * for `backdrop-filter`, Safari for `user-select`, Chrome before 120 for `background-clip: text`…).
 * Emotion's default prefixes every flexbox, grid and transition rule for browsers of ten years ago,
 * which made a quarter of each page's styles. All of these take the same `-webkit-` name.
 */
const STILL_PREFIXED = /^(backdrop-filter|user-select|background-clip|text-size-adjust|box-decoration-break|mask)/;

/** Writes those with their `-webkit-` twin first (stylis's own prefixer would add ~4 KB to the first load). */
const modernPrefixer: Middleware = (element) => {
  if (element.type === DECLARATION && !element.return && STILL_PREFIXED.test(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** One array for every cache: emotion's server side memoizes the compiled styles per plugin list. */
const STYLIS_PLUGINS = [modernPrefixer];

/** The key of every class and style element emotion writes; the server and the browser agree on it. */
export const EMOTION_KEY = 'css';

export { PAGE_STYLES_ELEMENT_ID } from './page-styles-element';

/** A style cache for one render on the server, or for the whole life of the page in the browser. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS });
}

/**
 * The browser's cache, told which styles the server already wrote in the page's head: emotion does
 * not insert them a second time, and the element stays where it is (emotion's own server styles
 * would be moved into the head one by one, each move recomputing the whole page's styles).
 */
export function createBrowserEmotionCache(doc: Document): EmotionCache {
  const cache = createEmotionCache();
  const names = doc.getElementById(PAGE_STYLES_ELEMENT_ID)?.dataset.names?.split(' ') ?? [];
  for (const name of names) if (name) cache.inserted[name] = true;
  return cache;
}

let browserCache: EmotionCache | null = null;

/** The browser's one cache for the page's life, shared by the back office's Chakra components. */
export function browserEmotionCache(): EmotionCache {
  browserCache ??= createBrowserEmotionCache(document);
  return browserCache;
}

/**
 * The styles of the pages rendered so far, by their class names (a class name stands for its CSS):
 * most renders use a list of names seen before, and hand the API the same text again, which it looks
 * its stylesheet up by (backend web/page-styles-store.ts).
 */
const pageStyles = new Map<string, string>();
const PAGE_STYLES_KEPT = 256;

/**
 * A cache for one server render that keeps the styles it inserts, in order, instead of writing a
 * style element before each component (emotion's `compat` mode): `collect` gives them for the head.
 */
export function createServerEmotionCache(): {
  cache: EmotionCache;
  collect: () => { names: string[]; css: string };
  /** What a part rendered with this cache inserted and registered (app/reused-markup.tsx). */
  part: () => PartStyles;
  /** Takes a part's styles in, as rendering it here would have. */
  adopt: (part: PartStyles) => void;
} {
  const cache = createEmotionCache();
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const collected = () => order.filter((name) => typeof cache.inserted[name] === 'string');
  const collect = () => {
    const names = collected();
    const key = names.join(' ');
    let css = pageStyles.get(key);
    if (css === undefined) {
      css = names.map((name) => cache.inserted[name] as string).join('');
      if (pageStyles.size >= PAGE_STYLES_KEPT) pageStyles.clear();
      pageStyles.set(key, css);
    }
    return { names, css };
  };
  const part = () => ({
    styles: collected().map((name): [string, string] => [name, cache.inserted[name] as string]),
    registered: Object.entries(cache.registered).filter((entry): entry is [string, string] => entry[1] !== undefined),
  });
  const adopt = ({ styles, registered }: PartStyles) => {
    for (const [name, css] of styles) {
      if (name in cache.inserted) continue;
      order.push(name);
      cache.inserted[name] = css;
    }
    for (const [name, value] of registered) cache.registered[name] ??= value;
  };
  return { cache, collect, part, adopt };
}
