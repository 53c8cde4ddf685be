import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Chakra's theme entry point builds every recipe into one object that no bundler can tree-shake
 * (~27 KB gzip); this alias reaches the individual token and recipe modules it is made of.
 */
const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');

/**
 * One config for both builds: the browser bundle (dist/client, served under /blog/) and the SSR bundle
 * (dist/server/entry-server.js, loaded once by the API process to render the public pages).
 */
/**
 * What every public page needs at first load, kept in two chunks instead of the dozen small shared
 * chunks automatic splitting makes once the back office shares these modules: each extra chunk costs
 * its own compression and module wrappers. Only the Chakra parts the public pages use are named, so
 * the back office's components (dialogs, fields…) stay in its own chunks.
 */
const PUBLIC_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store|openapi-fetch|@emotion[\\/][^\\/]+|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|core|utils|merge-props\.js|create-context\.js|components[\\/](box|flex|grid|simple-grid|stack|spinner|typography)[\\/]))[\\/]?/;
const PUBLIC_CORE = /frontend[\\/]src[\\/](api|session|theme|app|lib[\\/](format|initials|text|slug)|i18n[\\/]fr\.ts|components[\\/](layout|toast|Avatar|AppLink|PageSpinner|icons))/;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/blog/',
  plugins: [react()],
  resolve: { alias: { '@chakra-theme': join(chakraEsm, 'theme') } },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the site targets supports modulepreload natively.
    modulePreload: { polyfill: false },
    // The server bundle is loaded by Node; the client manifest tells scripts/bundle-size.mjs each page's first load.
    manifest: !isSsrBuild,
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper is all the entry needs before the page is painted (entry-client.tsx).
                { name: 'preload', test: /vite[\\/]preload-helper/, priority: 3 },
                { name: 'vendor', test: PUBLIC_VENDOR, priority: 2 },
                { name: 'core', test: PUBLIC_CORE, priority: 1 },
              ],
            },
          },
        },
  },
  // Bundled into one file so the API process does not depend on how Node resolves each package's exports.
  ssr: { noExternal: true, target: 'node' },
  server: {
    proxy: { '/blog/api': 'http://localhost:3000', '/blog/uploads': 'http://localhost:3000' },
  },
}));
