/** @jest-environment jsdom */
import '../app/jsdom-text-encoding';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { RouterPublicLocation } from '../app/router-public-location';
import { SiteLink } from './SiteLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  return <output>{useLocation().pathname}</output>;
}

describe('SiteLink click', () => {
  it('navigates in the app on a plain click, replaces on the page already shown, and leaves modified clicks to the browser', async () => {
    window.history.replaceState(null, '', '/blog/');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <BrowserRouter basename="/blog">
          <RouterPublicLocation>
            <SiteLink to="/article/a">a</SiteLink>
          </RouterPublicLocation>
          <Where />
        </BrowserRouter>,
      ),
    );
    const link = container.querySelector('a')!;
    const entries = window.history.length;

    await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(window.location.pathname).toBe('/blog/article/a');
    expect(container.querySelector('output')!.textContent).toBe('/article/a');
    expect(window.history.length).toBe(entries + 1);

    await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(window.history.length).toBe(entries + 1);

    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom would try to navigate
    await act(async () => link.dispatchEvent(modified));
    expect(window.history.length).toBe(entries + 1);
    await act(async () => root.unmount());
  });

  it('leaves the click to the browser on a server-rendered public page (no router)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<SiteLink to="/article/a">a</SiteLink>));
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/blog/article/a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    let prevented: boolean | null = null;
    // Looked at after React's handler, then cancelled: jsdom would try to navigate.
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await act(async () => link.dispatchEvent(click));
    expect(prevented).toBe(false);
    await act(async () => root.unmount());
  });
});
