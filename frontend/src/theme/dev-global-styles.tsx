import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { browserEmotionCache } from './emotion';
import { getSystem } from './system';

/**
 * Development only: the built site links Chakra's global styles (reset, tokens as CSS variables) as a
 * stylesheet (scripts/finish-html.mjs); unbuilt, Chakra's provider writes them in the head, rendering
 * nothing else.
 */
createRoot(document.createElement('div')).render(
  <CacheProvider value={browserEmotionCache()}>
    <ChakraProvider value={getSystem()}>{null}</ChakraProvider>
  </CacheProvider>,
);
