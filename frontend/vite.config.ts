import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Chakra's theme entry point builds every recipe into one object that no bundler can tree-shake
 * (~27 KB gzip); this alias reaches the individual token and recipe modules it is made of.
 */
const chakraEsm = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm');

/**
 * Recharts' number library, as its ES module: the file its `main` names is a UMD wrapper whose
 * `Function("return this")` the page's CSP (no eval) refuses.
 */
const decimalEsm = join(dirname(createRequire(import.meta.url).resolve('decimal.js-light/package.json')), 'decimal.mjs');

/**
 * Chakra's `createSystem` serializes the reset, the global styles and every token as CSS when the
 * system is built (a third of its cost), although only `ChakraProvider` reads them. The built site
 * links them as a stylesheet (scripts/finish-html.mjs) and never renders them in the browser, so
 * they are computed on first read instead. Fails the build if Chakra's code no longer matches.
 */
function lazyChakraGlobalStyles(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const field = /\n(\s+)_global,\n/;
  return {
    name: 'lazy-chakra-global-styles',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
      if (!code.includes(eager) || !field.test(code))
        this.error('lazy-chakra-global-styles : system.js de Chakra a changé, revoir ce plugin');
      return code
        .replace(eager, 'let _globalStyles;')
        .replace(
          field,
          (_, indent: string) =>
            `\n${indent}get _global() {\n${indent}  return (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n${indent}},\n`,
        );
    },
  };
}

/**
 * @editorjs/image bundles webpack's old `global` shim, which calls `new Function("return this")()` when the
 * editor loads: the page's CSP has no 'unsafe-eval', so every load logged a violation (then fell back to
 * `window`). `globalThis` is the same object without eval. The build fails if the shim is no longer there
 * (a new version: drop or adapt this plugin) or if any other module of the bundle does the same.
 */
function globalThisWithoutEval(): Plugin {
  const shim = /\bnew Function\((["'`])return this\1\)\(\)/g;
  const anyShim = /\bFunction\((["'`])return this\1\)/;
  return {
    name: 'global-this-without-eval',
    transform(code, id) {
      if (!/@editorjs[\\/]image[\\/]dist[\\/]image\.mjs$/.test(id)) return null;
      const replaced = code.replace(shim, 'globalThis');
      if (replaced === code)
        this.error(
          'global-this-without-eval : le shim `new Function("return this")` de @editorjs/image a disparu, revoir ce plugin',
        );
      return { code: replaced, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && anyShim.test(chunk.code))
          this.error(`global-this-without-eval : ${chunk.fileName} évalue encore « return this » (violation CSP)`);
      }
    },
  };
}

/**
 * One config for both builds: the browser bundle (dist/client, served under /blog/) and the SSR bundle
 * (dist/server/entry-server.js, loaded once by the API process to render the public pages).
 */
/**
 * What every public page needs at first load, kept in two chunks instead of the dozen small shared
 * chunks automatic splitting makes once the back office shares these modules: each extra chunk costs
 * its own compression and module wrappers. Only the Chakra parts the public pages use are named, so
 * the back office's components (dialogs, fields…) stay in its own chunks; so does the `with-selector`
 * part of use-sync-external-store and react-redux (the name `react` alone, not a prefix), which only the
 * charts use.
 */
const PUBLIC_VENDOR =
  /node_modules[\\/](react(?=[\\/])|react-dom|scheduler|react-router|swr|use-sync-external-store(?![\\/].*with-selector)|openapi-fetch|@emotion[\\/][^\\/]+|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system(?![\\/](factory|create-recipe-context|create-slot-recipe-context|use-recipe|use-slot-recipe)\.js)|core|utils|merge-props\.js|create-context\.js))[\\/]?/;
const PUBLIC_CORE =
  /frontend[\\/]src[\\/](api|session|theme|app|lib[\\/](format|initials|text|contrast)|i18n[\\/]fr\.ts|components[\\/](layout|toast|Avatar|SiteLink|PageSpinner|TagBadge|icons))/;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/blog/',
  plugins: [react(), lazyChakraGlobalStyles(), globalThisWithoutEval()],
  resolve: { alias: { '@chakra-theme': join(chakraEsm, 'theme'), 'decimal.js-light': decimalEsm } },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper around dynamic imports: the app starts after the page is painted, in stages
    // that wait for each other anyway (entry-client.tsx), and the helper with its dependency lists
    // weighed ~1 KB gzip of every public page's first load.
    modulePreload: false,
    // The server bundle is loaded by Node; the client manifest tells scripts/bundle-size.mjs each page's first load.
    manifest: !isSsrBuild,
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: PUBLIC_VENDOR, priority: 2 },
                { name: 'core', test: PUBLIC_CORE, priority: 1 },
              ],
            },
          },
        },
  },
  // Bundled into one file so the API process does not depend on how Node resolves each package's exports.
  ssr: { noExternal: true, target: 'node' },
  // React's production build in the server bundle whatever NODE_ENV the API runs with (`npm start` sets
  // none): its development build checks every element and prop, about twice the CPU per page render.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: { '/blog/api': 'http://localhost:3000', '/blog/uploads': 'http://localhost:3000' },
  },
}));
