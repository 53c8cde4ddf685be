import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createServerEmotionCache } from './emotion';
import { cx, defineStyles, precompileRegisteredStyles, ServerStylesContext, useStaticStyles } from './static-styles';
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
      <ChakraProvider value={getSystem()}>
        <ServerStylesContext.Provider value={server.cache}>{node}</ServerStylesContext.Provider>
      </ChakraProvider>
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

  it('reach the browser build precompiled: the class names and the CSS of the server render', () => {
    const tagged = defineStyles(
      { card: { display: 'flex', p: '4', bg: 'bg.panel', _hover: { color: 'primary.fg' }, md: { p: '6' } }, empty: {} },
      'static-styles.spec.tsx#0:test',
    );
    function Tagged() {
      const s = useStaticStyles(tagged);
      return <div className={cx(s.card, s.empty)}>carte</div>;
    }
    const { html, css } = render(<Tagged />);
    const precompiled = precompileRegisteredStyles()['static-styles.spec.tsx#0:test']!;
    const browser = defineStyles({} as Record<'card' | 'empty', object>, precompiled);

    expect(html).toBe(render(<Card />).html);
    expect(precompiled.names).toEqual({ card: /class="(css-[a-z0-9]+)"/.exec(html)![1], empty: '' });
    expect(precompiled.rules.map(([name]) => name)).toEqual([precompiled.names.card.slice('css-'.length)]);
    // After Chakra's own global styles, which this render's provider writes.
    expect(css.endsWith(precompiled.rules.flatMap(([, rules]) => rules).join(''))).toBe(true);
    expect(precompiled.rules[0]![1].length).toBeGreaterThan(1);
    expect(browser).toEqual({ definitions: null, precompiled });
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
