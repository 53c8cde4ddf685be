import type { SystemStyleObject } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { EMOTION_KEY } from './emotion';
import { getSystem } from './system';

/**
 * Styles written once per module instead of on every element of every render.
 *
 * A Chakra element with style props splits its props, resolves them through the system and hashes
 * the result, on each render: about 25 µs per element, 96 % of a public page's render. The public
 * components describe their styles here instead, in the same language (tokens, shorthands,
 * conditions, responsive values): each style is resolved by the same system and hashed the first
 * time it is used, and an element only carries the class name. Same CSS, same class names as the
 * style props would give (`css-<hash>` of the same serialized styles), so the server's page styles
 * and the browser's emotion cache work with them unchanged.
 */
export type StaticStyles<K extends string> = {
  readonly definitions: Readonly<Record<K, SystemStyleObject>>;
  /** Resolved on first use (the system is only built when a page renders). */
  compiled?: { names: Record<K, string>; serialized: SerializedStyles[] };
};

export function defineStyles<K extends string>(definitions: Record<K, SystemStyleObject>): StaticStyles<K> {
  return { definitions };
}

function compile<K extends string>(styles: StaticStyles<K>): NonNullable<StaticStyles<K>['compiled']> {
  if (styles.compiled) return styles.compiled;
  const { css } = getSystem();
  const names = {} as Record<K, string>;
  const serialized: SerializedStyles[] = [];
  for (const key of Object.keys(styles.definitions) as K[]) {
    // One object per property: the system memoizes each object's result under a key blind to the
    // order of its properties, so a whole definition could come back in the order of another one with
    // the same content compiled earlier (another class name, hence hydration mismatches).
    const parts = Object.entries(styles.definitions[key]).map(([name, value]) => ({ [name]: value }));
    const one = serializeStyles([css(...parts) as never]);
    names[key] = one.styles ? `${EMOTION_KEY}-${one.name}` : '';
    serialized.push(one);
  }
  styles.compiled = { names, serialized };
  return styles.compiled;
}

/**
 * The class names of a component's styles, after making sure the page has their CSS: in the
 * server's render cache (which collects them for the page's stylesheet) or in the browser's.
 */
export function useStaticStyles<K extends string>(styles: StaticStyles<K>): Record<K, string> {
  const cache = __unsafe_useEmotionCache();
  const { names, serialized } = compile(styles);
  if (cache) {
    for (const one of serialized) {
      if (!one.styles || cache.inserted[one.name] !== undefined) continue;
      if (ON_SERVER) insertForPage(cache, one);
      else insertStyles(cache, one, true);
    }
  }
  return names;
}

const ON_SERVER = typeof document === 'undefined';

/**
 * On the server, the rules only: `insertStyles` would also register each style's text under its class
 * name, which only emotion's own components read back (to compose a `css` prop with a class), and a
 * public page has none; a fresh registry filled on every render cost 2-3 % of an uncached page's CPU.
 */
function insertForPage(cache: EmotionCache, serialized: SerializedStyles) {
  let current: SerializedStyles | undefined = serialized;
  do {
    cache.insert(current === serialized ? `.${cache.key}-${serialized.name}` : '', current, cache.sheet, true);
    current = current.next;
  } while (current !== undefined);
}

/** Class names joined, the falsy ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
