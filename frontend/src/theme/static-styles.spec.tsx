import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createBrowserEmotionCache, createServerEmotionCache } from './emotion';
import { cx, defineStyles, useStaticStyles } from './static-styles';
import { getSystem } from './system';

const styles = defineStyles({
  card: { display: 'flex', p: '4', bg: 'bg.panel', _hover: { color: 'primary.fg' }, md: { p: '6' } },
  empty: {},
});

function Card() {
  const s = useStaticStyles(styles);
  return <div className={cx(s.card, s.empty, false)}>carte</div>;
}

function render(node: ReactElement) {
  const server = createServerEmotionCache();
  const html = renderToString(
    <CacheProvider value={server.cache}>
      <ChakraProvider value={getSystem()}>{node}</ChakraProvider>
    </CacheProvider>,
  );
  return { html, ...server.collect() };
}

describe('static styles', () => {
  it('give the class and the CSS a Chakra element with the same style props gets', () => {
    const fromProps = render(
      <Box display="flex" p="4" bg="bg.panel" _hover={{ color: 'primary.fg' }} md={{ p: '6' }}>
        carte
      </Box>,
    );
    const fromStatic = render(<Card />);

    expect(fromStatic.html).toBe(fromProps.html);
    expect(fromStatic.css).toBe(fromProps.css);
    expect(fromStatic.css).toContain('padding:var(--chakra-spacing-4)');
    expect(fromStatic.css).toContain(':hover');
  });

  it('write each style once per render, however many elements use it', () => {
    const once = render(<Card />);
    const twice = render(
      <>
        <Card />
        <Card />
      </>,
    );
    expect(twice.names).toEqual(once.names);
    expect(twice.css).toBe(once.css);
  });

  it('are not inserted again in the browser when the server page already carries them', () => {
    const { names, html } = render(<Card />);
    const card = /class="css-([a-z0-9]+)"/.exec(html)![1];
    const page = { getElementById: () => ({ dataset: { names: names.join(' ') } }) } as unknown as Document;
    const cache = createBrowserEmotionCache(page);
    const insert = jest.spyOn(cache, 'insert');
    renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={getSystem()}>
          <Card />
        </ChakraProvider>
      </CacheProvider>,
    );
    // Chakra's own global styles aside (the built pages link them as a stylesheet).
    expect(insert.mock.calls.map(([, serialized]) => serialized.name)).not.toContain(card);
  });
});

describe('static styles compiled in any order', () => {
  it('keep each definition’s own property order, whichever same-content definition came first', () => {
    const first = defineStyles({ a: { fontSize: 'sm', color: 'fg.muted' } });
    const second = defineStyles({ b: { color: 'fg.muted', fontSize: 'sm' } });
    function Both() {
      const one = useStaticStyles(first);
      const two = useStaticStyles(second);
      return <p className={cx(one.a, two.b)}>texte</p>;
    }
    const { css } = render(<Both />);
    expect(css).toMatch(/font-size:[^;]+;color:[^;]+;\}.*color:[^;]+;font-size:[^;]+;\}/);
  });
});
