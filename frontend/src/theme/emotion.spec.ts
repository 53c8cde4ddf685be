/** @jest-environment jsdom */
import { createBrowserEmotionCache, PAGE_STYLES_ELEMENT_ID } from './emotion';

describe('browser emotion cache', () => {
  it('is told which styles the page already holds, and leaves their element where it is', () => {
    document.head.innerHTML = `<style id="${PAGE_STYLES_ELEMENT_ID}" data-names="abc123 def456">.css-abc123{color:red}</style><title>t</title>`;
    const styleElement = document.getElementById(PAGE_STYLES_ELEMENT_ID);
    const cache = createBrowserEmotionCache(document);
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(document.head.firstElementChild).toBe(styleElement);
  });

  it('starts empty on a page the server did not render', () => {
    document.head.innerHTML = '';
    expect(Object.keys(createBrowserEmotionCache(document).inserted)).toEqual([]);
  });
});
