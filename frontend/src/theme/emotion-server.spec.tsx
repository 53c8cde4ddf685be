import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createServerEmotionCache } from './emotion';
import { getSystem } from './system';

describe('server emotion cache', () => {
  it('keeps a render’s styles for the head, in order, with the prefixes browsers still need only', () => {
    const { cache, collect } = createServerEmotionCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={getSystem()}>
          <Box display="flex" backdropFilter="blur(12px)" transition="opacity 0.2s">
            <Box as="span" userSelect="none" color="fg.muted">
              texte
            </Box>
          </Box>
        </ChakraProvider>
      </CacheProvider>,
    );

    // No style element before each component: the styles go to the head in one piece.
    expect(html).not.toContain('<style');
    const { names, css } = collect();
    const classes = [...html.matchAll(/class="css-([a-z0-9]+)"/g)].map((m) => m[1]);
    expect(classes).toHaveLength(2);
    for (const name of classes) expect(names).toContain(name);
    expect(names.indexOf(classes[0]!)).toBeLessThan(names.indexOf(classes[1]!));
    // No -webkit-box or -webkit-transition of emotion's default prefixer; -webkit- where still needed.
    expect(css).toContain(
      `.css-${classes[0]}{display:flex;-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);transition:opacity 0.2s;}`,
    );
    expect(css).toContain(`.css-${classes[1]}{-webkit-user-select:none;user-select:none;color:var(--chakra-colors-fg-muted);}`);
  });
});
