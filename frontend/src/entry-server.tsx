import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { apiKeys } from './api/keys';
import { ServerAnswersContext } from './api/use-api';
import type { SettingsResponse, SiteResponse } from './api/models';
import { escapeAttr, escapeText, renderHeadHtml } from './app/head-tags';
import { HeadCollectorContext, type HeadCollector } from './app/page-head';
import { ReuseContext, type ReusedPart, type ReuseScope } from './app/reused-markup';
import { preloadServerRoute } from './app/routes';
import { PublicApp, publicPageFor } from './app/PublicApp';
import type { PublicLocation } from './app/public-route';
import { collectLongDates, recordLongDates } from './lib/format';
import { serializeSsrData, withoutArticleBodies, type SsrData } from './app/ssr-data';
import type { RenderResult, SsrEntry } from '../../backend/src/web/ssr-contract';
import { createEmotionCache, createServerEmotionCache, PAGE_STYLES_ELEMENT_ID } from './theme/emotion';
import { precompileRegisteredStyles } from './theme/static-styles';
import { getSystem } from './theme/system';
import { themeStyleSheet, themeVariables } from './theme/theme-vars';

export { canonicalListUrl } from './app/page-param';
export { dataKeysFor } from './app/route-data';
export { RECENT_LIST_ATTRIBUTE, serializeSsrData, SSR_DATA_ELEMENT_ID } from './app/ssr-data';
/** The key of the recent articles every article page shows (spliced into stored pages when it changes). */
export const RECENT_ARTICLES_KEY = apiKeys.recentArticles;

/** The API process loads this module as an `SsrEntry`: an export changed in a way it does not expect fails to compile here. */
export type EntryServer = Conforms<typeof import('./entry-server')>;
type Conforms<T extends SsrEntry> = T;

/**
 * Renders a public page (an app path without /blog, with its query string) from the API answers
 * the server fetched for it. Called by the API process for every server-rendered request.
 */
export async function render(url: string, fallback: Record<string, unknown>): Promise<RenderResult> {
  const cut = url.indexOf('?');
  const pathname = cut < 0 ? url : url.slice(0, cut);
  await Promise.all([preloadServerRoute(pathname), publicPageFor(pathname).preload()]);
  const data: SsrData = { rendered: true, fallback };
  const collector: HeadCollector = { spec: null };
  const emotion = createServerEmotionCache();
  const location: PublicLocation = { pathname, search: cut < 0 ? '' : url.slice(cut) };
  const reuse = reuseFor(fallback, emotion.adopt);
  const { result: markup, dates } = collectLongDates(() =>
    renderToString(
      <HeadCollectorContext.Provider value={collector}>
        <ReuseContext.Provider value={reuse?.scope ?? null}>
          <ServerAnswersContext.Provider value={fallback}>
            <PublicApp location={location} serverStyles={emotion.cache} />
          </ServerAnswersContext.Provider>
        </ReuseContext.Provider>
      </HeadCollectorContext.Provider>,
    ),
  );
  const html = reuse ? reuse.finish(markup, (element) => renderPart(element, location, data)) : [markup];
  const site = fallback[apiKeys.site] as SiteResponse | undefined;
  const theme = themeStyle(fallback);
  const spec = collector.spec;
  const head = spec && site ? `${renderHeadHtml(spec, { brand: site.brand, publicUrl: site.public_url })}\n    ${theme}` : theme;
  return {
    html,
    head,
    status: spec?.status ?? 200,
    dataJson: serializeSsrData(
      Object.keys(dates).length ? Object.assign({}, withoutArticleBodies(data), { dates }) : withoutArticleBodies(data),
    ),
    styles: emotion.collect(),
  };
}

/** The answers a reused part may show (app/reused-markup.tsx). */
const PART_ANSWERS = [apiKeys.site, apiKeys.settings, apiKeys.categories];

/** The parts of one content generation (null: rendered, but not reusable). */
interface Generation {
  answers: unknown[];
  /** Parts with a few variants each: a category filter per category, a header per section… */
  parts: Map<string, ReusedPart | null>;
  /**
   * Parts marked `many` (a card per article), the newest generation's only: those used since `many`
   * was last started, then those used in the round before (`manyBefore`). A part used again moves up
   * only from the older round: a card shown on every page is not written again on every page (an
   * entry moved within a long-lived map kept its young key alive until a full collection).
   */
  many: Map<string, ReusedPart | null>;
  manyBefore: Map<string, ReusedPart | null>;
  /** Keys of `many` parts shown once in this generation, not rendered on their own yet. */
  sighted: Set<string>;
}

/**
 * Parts kept per content generation, which the frozen answers its pages share stand for (backend
 * web/shared-answers.ts): by brand answer, then by the identity of all of them (a page may lack some,
 * and one that could not be read is read again by the next page).
 */
const generations = new WeakMap<object, Generation[]>();
const MAX_PARTS = 200;
/** Thirty list pages of cards (a few KB each). */
const MAX_MANY_PARTS = 360;
const MAX_SIGHTED = 2048;
/** Names the placeholders of this process, so that no content can write one. */
const PLACEHOLDER_PREFIX = `${globalThis.crypto.randomUUID()}-`;
const PLACEHOLDER_START = `<template data-reused="${PLACEHOLDER_PREFIX}`;
const PLACEHOLDER_END = '"></template>';

/** The parts of this page's generation; none while the shared answers are read for each render (not frozen). */
function generationOf(fallback: Record<string, unknown>): Generation | null {
  const answers = PART_ANSWERS.map((key) => fallback[key]);
  const [site] = answers;
  const frozen = (answer: unknown) => typeof answer === 'object' && answer !== null && Object.isFrozen(answer);
  if (!frozen(site) || !answers.every((answer) => answer === undefined || frozen(answer))) return null;
  let known = generations.get(site as object);
  if (!known) generations.set(site as object, (known = []));
  let generation = known.find((candidate) => candidate.answers.every((answer, index) => answer === answers[index]));
  if (!generation) {
    if (known.length >= 8) known.shift();
    // The older generations only serve the pages rendered while the new one came: no cards kept for them.
    for (const older of known) {
      older.many.clear();
      older.manyBefore.clear();
      older.sighted.clear();
    }
    known.push((generation = { answers, parts: new Map(), many: new Map(), manyBefore: new Map(), sighted: new Set() }));
  }
  return generation;
}

/** Keeps a `many` part as used now; a full round becomes the older one, and the older one is forgotten. */
function keepMany(generation: Generation, key: string, part: ReusedPart | null): void {
  generation.many.set(key, part);
  if (generation.many.size < MAX_MANY_PARTS / 2) return;
  generation.manyBefore = generation.many;
  generation.many = new Map();
}

/** The reused parts of one render (app/reused-markup.tsx). */
function reuseFor(fallback: Record<string, unknown>, adopt: (part: ReusedPart) => void) {
  const generation = generationOf(fallback);
  if (!generation) return null;
  const { parts, sighted } = generation;
  const used: ReusedPart[] = [];
  const requested = new Map<string, { element: ReactNode; many: boolean }>();
  const scope: ReuseScope = {
    get: (key) => {
      const few = parts.get(key);
      if (few !== undefined) return few ?? undefined;
      const one = generation.many.get(key);
      if (one !== undefined) return one ?? undefined;
      const before = generation.manyBefore.get(key);
      if (before === undefined) return undefined;
      generation.manyBefore.delete(key);
      keepMany(generation, key, before);
      return before ?? undefined;
    },
    use: (part) => {
      adopt(part);
      recordLongDates(part.dates);
      used.push(part);
      return `${PLACEHOLDER_PREFIX}${used.length - 1}`;
    },
    request: (key, element, isMany) => {
      if (!isMany) {
        if (!parts.has(key) && parts.size + requested.size < MAX_PARTS) requested.set(key, { element, many: false });
      } else if (!generation.many.has(key) && !generation.manyBefore.has(key)) {
        if (sighted.has(key)) requested.set(key, { element, many: true });
        else {
          if (sighted.size >= MAX_SIGHTED) sighted.clear();
          sighted.add(key);
        }
      }
    },
  };
  /**
   * The page's markup with its parts spliced in, in pieces (its own markup between the parts, never
   * copied into one more string); the parts it asked for are rendered for the next pages.
   */
  const finish = (markup: string, render: (element: ReactNode) => ReusedPart | null): string[] => {
    const html: string[] = [];
    let from = 0;
    for (let at = used.length ? markup.indexOf(PLACEHOLDER_START) : -1; at >= 0; at = markup.indexOf(PLACEHOLDER_START, from)) {
      const end = markup.indexOf(PLACEHOLDER_END, at);
      const part = used[Number(markup.slice(at + PLACEHOLDER_START.length, end))];
      if (!part) break;
      html.push(markup.slice(from, at), part.html);
      from = end + PLACEHOLDER_END.length;
    }
    html.push(from ? markup.slice(from) : markup);
    const spliced = (html.length - 1) / 2;
    if (spliced !== used.length) throw new Error(`${used.length - spliced} partie(s) réutilisée(s) absente(s) du rendu`);
    for (const [key, { element, many: isMany }] of requested) {
      const part = render(element);
      if (!isMany) {
        parts.set(key, part);
        continue;
      }
      sighted.delete(key);
      keepMany(generation, key, part);
    }
    return html;
  };
  return { scope, finish };
}

const PART_START = '<template data-part=""></template>';

/**
 * A part rendered on its own, as the page renders it; null if it breaks the rules of `ReusedPart` or
 * fails (the page it came from is rendered already, and the next ones render it in place).
 */
function renderPart(element: ReactNode, location: PublicLocation, data: SsrData): ReusedPart | null {
  const emotion = createServerEmotionCache();
  try {
    const { result: rendered, dates } = collectLongDates(() =>
      renderToString(
        <ServerAnswersContext.Provider value={data.fallback}>
          <PublicApp location={location} serverStyles={emotion.cache}>
            <template data-part="" />
            {element}
          </PublicApp>
        </ServerAnswersContext.Provider>,
      ),
    );
    // What React writes ahead of the markup (an image's preload…) belongs to the page, not to a part.
    if (!rendered.startsWith(PART_START)) return null;
    const html = rendered.slice(PART_START.length);
    if (!/^<[a-z][\s\S]*>$/.test(html)) return null;
    return { html, dates, ...emotion.part() };
  } catch {
    return null;
  }
}

/**
 * The head's link to the page's component styles: the browser paints with them (and keeps them
 * across pages: they are the same for most of them), and its emotion cache is told their names
 * (theme/emotion.ts), so hydration inserts none of them again.
 */
export function pageStylesLink(href: string, names: string[]): string {
  // Class names are letters and digits.
  return `<link rel="stylesheet" href="${escapeAttr(href)}" id="${PAGE_STYLES_ELEMENT_ID}" data-names="${names.join(' ')}">`;
}

/**
 * Chakra's global styles (reset, tokens as CSS variables, layer order), as the build writes them to
 * the stylesheet every page links (scripts/finish-html.mjs).
 */
export function globalStyleSheet(): string {
  const markup = renderToString(
    <CacheProvider value={createEmotionCache()}>
      <ChakraProvider value={getSystem()}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/**
 * Every call site of `defineStyles` the public pages reach, with its class names and CSS: the browser
 * build ships these instead of resolving the styles (vite.config.ts), so it loads no style system.
 */
export async function precompiledStaticStyles(): Promise<ReturnType<typeof precompileRegisteredStyles>> {
  await preloadServerRoute('/');
  return precompileRegisteredStyles();
}

/** The theme colours as a style element, so the first paint already has them. */
function themeStyle(fallback: Record<string, unknown>): string {
  const settings = fallback[apiKeys.settings] as SettingsResponse | undefined;
  const frozen = typeof settings === 'object' && Object.isFrozen(settings);
  let style = frozen ? themeStyles.get(settings) : undefined;
  if (style === undefined) {
    style = `<style id="theme-vars">${themeStyleSheet(themeVariables(settings?.success ? settings.settings : null))}</style>`;
    if (frozen) themeStyles.set(settings, style);
  }
  return style;
}

/** Written once per content generation: the settings answer is frozen for all the pages that share it. */
const themeStyles = new WeakMap<object, string>();

/** Head of the client-rendered shell (login, register, back office): title and theme. */
export function shellHead(fallback: Record<string, unknown>): string {
  const site = fallback[apiKeys.site] as SiteResponse | undefined;
  const title = site?.success ? `Blog ${escapeText(site.brand.name)}` : 'Blog';
  return `<title>${title}</title>\n    <meta name="robots" content="noindex">\n    ${themeStyle(fallback)}`;
}
