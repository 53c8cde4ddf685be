import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { apiKeys } from './api/keys';
import type { SettingsResponse, SiteResponse } from './api/models';
import { App } from './app/App';
import { escapeText, renderHeadHtml } from './app/head-tags';
import { HeadCollectorContext, type HeadCollector } from './app/page-head';
import { preloadRoute } from './app/routes';
import { serializeSsrData, type SsrData } from './app/ssr-data';
import { themeStyleSheet, themeVariables } from './theme/theme-vars';

export { dataKeysFor } from './app/route-data';
export { serializeSsrData, SSR_DATA_ELEMENT_ID } from './app/ssr-data';

export interface RenderResult {
  html: string;
  head: string;
  status: number;
  /** The data block, ready to be placed in the page. */
  dataJson: string;
}

/**
 * Renders a public page (an app path without /blog, with its query string) from the API answers
 * the server fetched for it. Called by the API process for every server-rendered request.
 */
export async function render(url: string, fallback: Record<string, unknown>): Promise<RenderResult> {
  await preloadRoute(url.split('?')[0] ?? '/');
  const data: SsrData = { rendered: true, fallback };
  const collector: HeadCollector = { spec: null };
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <StaticRouter basename="/blog" location={`/blog${url === '/' ? '' : url}`}>
        <App data={data} />
      </StaticRouter>
    </HeadCollectorContext.Provider>,
  );
  const site = fallback[apiKeys.site] as SiteResponse | undefined;
  const theme = themeStyle(fallback);
  const spec = collector.spec;
  const head =
    spec && site ? `${renderHeadHtml(spec, { brand: site.brand, publicUrl: site.public_url })}\n    ${theme}` : theme;
  return { html, head, status: spec?.status ?? 200, dataJson: serializeSsrData(data) };
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
