import type { SystemStyleObject } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { createContext, useContext } from 'react';
import { compileStyles, cssOf, insertForPage, insertInBrowser, type CompiledStyles } from './compile-styles';
import { PAGE_STYLES_ELEMENT_ID } from './page-styles-element';

/**
 * Styles written once per module instead of on every element of every render.
 *
 * A Chakra element with style props splits its props, resolves them through the system and hashes
 * the result, on each render: about 25 µs per element, 96 % of a public page's render. The public
 * components describe their styles here instead, in the same language (tokens, shorthands,
 * conditions, responsive values): each style is resolved by the same system and hashed the first
 * time it is used, and an element only carries the class name. Same CSS, same class names as the
 * style props would give (`css-<hash>` of the same serialized styles), so the server's page styles
 * and the back office's emotion cache work with them unchanged.
 *
 * The browser build does not resolve anything: it receives each module's class names and CSS as the
 * server computes them (vite.config.ts, `precompiledStaticStyles`), so the public pages load neither
 * Chakra's system nor emotion.
 */
export type StaticStyles<K extends string> = {
  readonly definitions: Readonly<Record<K, SystemStyleObject>> | null;
  /** Resolved on first use (the system is only built when a page renders). */
  compiled?: CompiledStyles<K>;
  /** Given by the browser build instead of the definitions. */
  readonly precompiled?: PrecompiledStyles<K> | BrowserStyles<K>;
};

/** A module's class names and CSS, computed at build time: each style's name and rules, in insertion order. */
export interface PrecompiledStyles<K extends string> {
  names: Record<K, string>;
  rules: [name: string, rules: string[]][];
}

/**
 * What the browser build gives a module: its class names, and only the names of its rules. The rules
 * themselves (a third of a public page's own code) are in one chunk of their own
 * (`static-style-rules.ts`), loaded only when a style the page's stylesheet lacks is first used: never
 * while a server-rendered page hydrates (it renders what the server rendered), and before the first
 * render of the screens the server does not render (boot.tsx).
 */
export interface BrowserStyles<K extends string> {
  names: Record<K, string>;
  /** The names of its rules, in insertion order. */
  ids: string[];
}

/**
 * `tag` is never written by hand: the build adds it (vite.config.ts), the call site's id on the
 * server (to precompute its CSS), the precomputed styles in the browser (the definitions then null).
 */
export function defineStyles<K extends string>(
  definitions: Record<K, SystemStyleObject>,
  tag?: string | PrecompiledStyles<K> | BrowserStyles<K>,
): StaticStyles<K> {
  if (typeof tag === 'object') return { definitions: null, precompiled: tag };
  const styles: StaticStyles<K> = { definitions };
  if (typeof tag === 'string') registered.set(tag, styles as StaticStyles<string>);
  return styles;
}

/** The styles of each call site the server build has evaluated, by id (see `defineStyles`). */
const registered = new Map<string, StaticStyles<string>>();

/** Every call site's styles evaluated so far, precomputed for the browser build. */
export function precompileRegisteredStyles(): Record<string, PrecompiledStyles<string>> {
  const out: Record<string, PrecompiledStyles<string>> = {};
  for (const [id, styles] of registered) {
    const { names, serialized } = compiled(styles);
    out[id] = { names, rules: cssOf(serialized) };
  }
  return out;
}

function compiled<K extends string>(styles: StaticStyles<K>): CompiledStyles<K> {
  styles.compiled ??= compileStyles(styles.definitions!);
  return styles.compiled;
}

/** The render's emotion cache on the server, which collects the page's stylesheet (entry-server.tsx). */
export const ServerStylesContext = createContext<EmotionCache | null>(null);

/**
 * The class names of a component's styles, after making sure the page has their CSS: in the
 * server's render cache (which collects them for the page's stylesheet) or in the browser's.
 */
export function useStaticStyles<K extends string>(styles: StaticStyles<K>): Record<K, string> {
  const serverCache = useContext(ServerStylesContext);
  if (styles.precompiled) {
    insertPrecompiled(styles.precompiled);
    return styles.precompiled.names;
  }
  const { names, serialized } = compiled(styles);
  for (const one of serialized) {
    if (!one.styles) continue;
    if (ON_SERVER) {
      if (serverCache && serverCache.inserted[one.name] === undefined) insertForPage(serverCache, one);
    } else insertInBrowser(one);
  }
  return names;
}

const ON_SERVER = typeof document === 'undefined';

/** Names whose CSS the page has: its server-rendered stylesheet's, then those inserted here. */
let present: Set<string> | null = null;
let sheet: CSSStyleSheet | null = null;

/** The rules of the browser build, by name, once loaded; names waiting for them meanwhile. */
let ruleBook: ReadonlyMap<string, string[]> | null = null;
let loading: Promise<void> | null = null;
const waiting: string[] = [];

/**
 * Loads the rules of the styles the browser build left out of the modules (`BrowserStyles`), once,
 * and inserts those that were waiting for them. The screens rendered in the browser only await it
 * before their first render.
 */
export function loadStyleRules(): Promise<void> {
  loading ??= import('./static-style-rules').then(({ styleRules }) => {
    ruleBook = new Map(styleRules);
    insertRules(waiting.splice(0).map((name) => [name, ruleBook!.get(name) ?? []]));
  });
  return loading;
}

function insertPrecompiled(precompiled: PrecompiledStyles<string> | BrowserStyles<string>) {
  present ??= new Set(document.getElementById(PAGE_STYLES_ELEMENT_ID)?.dataset.names?.split(' '));
  if ('rules' in precompiled) {
    insertRules(precompiled.rules);
    return;
  }
  const missing = precompiled.ids.filter((name) => !present!.has(name));
  if (!missing.length) return;
  if (ruleBook) {
    insertRules(missing.map((name) => [name, ruleBook!.get(name) ?? []]));
    return;
  }
  for (const name of missing) if (!waiting.includes(name)) waiting.push(name);
  void loadStyleRules();
}

function insertRules(rules: [name: string, rules: string[]][]) {
  for (const [name, css] of rules) {
    if (present!.has(name)) continue;
    present!.add(name);
    if (!sheet) {
      const element = document.createElement('style');
      element.dataset.staticStyles = '';
      document.head.appendChild(element);
      sheet = element.sheet!;
    }
    // One rule at a time, as emotion does in production: the sheet is never parsed again as a whole.
    // A rule this browser refuses (another engine's prefixed selector) is skipped, as emotion skips it.
    for (const rule of css) {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // Skipped.
      }
    }
  }
}

/** Class names joined, the falsy ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
