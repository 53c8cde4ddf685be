import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { apiKeys } from './api/keys';
import type { SettingsResponse, SiteResponse } from './api/models';
import { App } from './app/App';
import { escapeAttr, escapeText, renderHeadHtml } from './app/head-tags';
import { HeadCollectorContext, type HeadCollector } from './app/page-head';
import { preloadServerRoute } from './app/routes';
import { collectLongDates } from './lib/format';
import { serializeSsrData, withoutArticleBodies, type SsrData } from './app/ssr-data';
import type { RenderResult, SsrEntry } from '../../backend/src/web/ssr-contract';
import { createEmotionCache, createServerEmotionCache, PAGE_STYLES_ELEMENT_ID } from './theme/emotion';
import { getSystem } from './theme/system';
import { themeStyleSheet, themeVariables } from './theme/theme-vars';

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
  await preloadServerRoute(url.split('?')[0] ?? '/');
  const data: SsrData = { rendered: true, fallback };
  const collector: HeadCollector = { spec: null };
  const emotion = createServerEmotionCache();
  const { result: html, dates } = collectLongDates(() =>
    renderToString(
      <HeadCollectorContext.Provider value={collector}>
        <StaticRouter basename="/blog" location={`/blog${url === '/' ? '' : url}`}>
          <App data={data} emotionCache={emotion.cache} staticGlobalStyles />
        </StaticRouter>
      </HeadCollectorContext.Provider>,
    ),
  );
  const site = fallback[apiKeys.site] as SiteResponse | undefined;
  const theme = themeStyle(fallback);
  const spec = collector.spec;
  const head = spec && site ? `${renderHeadHtml(spec, { brand: site.brand, publicUrl: site.public_url })}\n    ${theme}` : theme;
  return {
    html,
    head,
    status: spec?.status ?? 200,
    dataJson: serializeSsrData({ ...withoutArticleBodies(data), ...(Object.keys(dates).length ? { dates } : {}) }),
    styles: emotion.collect(),
  };
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

/** The theme colours as a style element, so the first paint already has them. */
function themeStyle(fallback: Record<string, unknown>): string {
  const settings = fallback[apiKeys.settings] as SettingsResponse | undefined;
  return `<style id="theme-vars">${themeStyleSheet(themeVariables(settings?.success ? settings.settings : null))}</style>`;
}

/** Head of the client-rendered shell (login, register, back office): title and theme. */
export function shellHead(fallback: Record<string, unknown>): string {
  const site = fallback[apiKeys.site] as SiteResponse | undefined;
  const title = site?.success ? `Blog ${escapeText(site.brand.name)}` : 'Blog';
  return `<title>${title}</title>\n    <meta name="robots" content="noindex">\n    ${themeStyle(fallback)}`;
}
