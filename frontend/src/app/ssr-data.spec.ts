/** @jest-environment jsdom */
import {
  ARTICLE_BODY_ATTRIBUTE,
  readSsrData,
  serializeSsrData,
  SSR_DATA_ELEMENT_ID,
  withoutArticleBodies,
  type SsrData,
} from './ssr-data';

const ARTICLE_KEY = '/blog/api/articles/un-guide';
const body = '<h2>Installer</h2><p>Lancez <code>apt update</code> &amp; redémarrez.</p>';

function pageData(): SsrData {
  return {
    rendered: true,
    fallback: {
      [ARTICLE_KEY]: { success: true, article: { id: 1, title: 'Un guide', content: body } },
      '/blog/api/articles?limit=5': { success: true, articles: [{ id: 2, title: 'Autre' }] },
      '/blog/api/site': { success: true, brand: { name: 'GameHost' } },
    },
  };
}

/** Writes a page as the server does: the rendered body in the markup, the data block beside it. */
function loadPage(data: SsrData, renderedBody: string | null): void {
  const bodyElement = renderedBody === null ? '' : `<div class="article-body" ${ARTICLE_BODY_ATTRIBUTE}="">${renderedBody}</div>`;
  document.body.innerHTML = `<div id="root"><main>${bodyElement}</main></div><script type="application/json" id="${SSR_DATA_ELEMENT_ID}">${serializeSsrData(data)}</script>`;
}

describe('page data without the article body', () => {
  it('leaves the body out of the data and names the answers it was taken from', () => {
    const original = pageData();
    const sent = withoutArticleBodies(original);
    expect(sent.bodiesInPage).toEqual([ARTICLE_KEY]);
    expect((sent.fallback[ARTICLE_KEY] as { article: { content: string; title: string } }).article).toMatchObject({
      content: '',
      title: 'Un guide',
    });
    expect(serializeSsrData(sent)).not.toContain('apt update');
    // Other answers are passed on untouched, and the original data is not modified.
    expect(sent.fallback['/blog/api/site']).toEqual({ success: true, brand: { name: 'GameHost' } });
    expect(sent.fallback['/blog/api/articles?limit=5']).toBe(original.fallback['/blog/api/articles?limit=5']);
    expect((original.fallback[ARTICLE_KEY] as { article: { content: string } }).article.content).toBe(body);
  });

  it('does not touch the data of a page the browser renders itself', () => {
    const data = { ...pageData(), rendered: false };
    expect(withoutArticleBodies(data)).toBe(data);
  });

  it('reads the body back from the rendered page, so hydration sees the same article', () => {
    loadPage(withoutArticleBodies(pageData()), body);
    const read = readSsrData(document);
    expect(read.rendered).toBe(true);
    expect((read.fallback[ARTICLE_KEY] as { article: { content: string } }).article.content).toBe(body);
  });

  it('keeps an empty body when the page holds no rendered body', () => {
    loadPage(withoutArticleBodies(pageData()), null);
    expect((readSsrData(document).fallback[ARTICLE_KEY] as { article: { content: string } }).article.content).toBe('');
  });

  it('reads a data block that cannot be parsed as an empty one', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">{"rendered":tr</script>`;
    expect(readSsrData(document)).toEqual({ rendered: false, fallback: {} });
  });
});

describe('the data block’s text', () => {
  const escaped = (data: unknown) =>
    JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');

  it('is the JSON of the data, with what could end the script element escaped, shared answers written once', () => {
    const shared = Object.freeze({ success: true, brand: Object.freeze({ name: 'Game</script>Host\u2028' }) });
    const data: SsrData = {
      rendered: true,
      fallback: {
        '/blog/api/site': shared,
        '/blog/api/articles?q=</script>': { success: true, articles: [{ title: '<b>gras</b>\u2029', at: new Date(0) }] },
        '/blog/api/absent': undefined,
      },
      bodiesInPage: undefined,
      dates: { '2025-03-05T10:00:00.000Z': '5 mars 2025' },
    };
    const text = serializeSsrData(data);
    expect(text).toBe(escaped(data));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)));
    // The same frozen answer in another page's data.
    const other: SsrData = { rendered: false, fallback: { '/blog/api/site': shared } };
    expect(serializeSsrData(other)).toBe(escaped(other));
  });
});
