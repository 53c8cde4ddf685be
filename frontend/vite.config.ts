import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import type { BrowserStyles, PrecompiledStyles } from './src/theme/static-styles';

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
 * The writing analysis shared with the server, bundled from its TypeScript sources (ES modules the
 * bundler can tree-shake) rather than from the CommonJS build the server runs.
 */
const writingAnalysisSources = fileURLToPath(new URL('../packages/writing-analysis/src/index.ts', import.meta.url));

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
 * The public components' styles (src/theme/static-styles.ts) are resolved through Chakra's system,
 * which with emotion weighed half of a public page's first load. The browser build receives them
 * resolved instead: the server build tags each `defineStyles(…)` call with an id (its module, its
 * rank, a hash of its text); the browser build, which runs after it, asks the server bundle for the
 * class names and CSS of every tag (after loading every public page) and replaces each call's
 * definitions with them. Same names and CSS as the server's render, hence as before. The build fails
 * on a call the server bundle did not evaluate (a module no public page reaches, or a stale server
 * build).
 */
function precompiledStaticStyles(isSsrBuild: boolean): Plugin {
  const root = dirname(fileURLToPath(import.meta.url));
  const src = join(root, 'src');
  const stub = '\0static-styles-compiled-at-build';
  let catalog: Record<string, PrecompiledStyles<string>> = {};
  return {
    name: 'precompiled-static-styles',
    apply: 'build',
    // Before Vite's own resolution (the stub) and on the module's source as written.
    enforce: 'pre',
    async buildStart() {
      if (isSsrBuild) return;
      const entry = join(root, 'dist/server/entry-server.js');
      if (!existsSync(entry))
        this.error('precompiled-static-styles : construire le rendu serveur avant le bundle du navigateur (vite build --ssr)');
      const server = (await import(pathToFileURL(entry).href)) as {
        precompiledStaticStyles: () => Promise<typeof catalog>;
      };
      catalog = await server.precompiledStaticStyles();
    },
    resolveId(source, importer) {
      // The browser build never resolves a style: the system, emotion and stylis stay out of it.
      if (!isSsrBuild && source === './compile-styles' && importer && /theme[\\/]static-styles\.ts$/.test(importer)) return stub;
      return null;
    },
    load(id) {
      // Every rule, once, in the order the server evaluated them: a chunk of its own (static-styles.ts).
      if (!isSsrBuild && /theme[\\/]static-style-rules\.ts$/.test(id)) {
        const rules = new Map<string, string[]>();
        for (const styles of Object.values(catalog))
          for (const [name, css] of styles.rules) if (!rules.has(name)) rules.set(name, css);
        return `export const styleRules = ${JSON.stringify([...rules])};`;
      }
      if (id !== stub) return null;
      return `const resolved = () => { throw new Error('static styles: resolved by the build'); };
export { resolved as compileStyles, resolved as cssOf, resolved as insertForPage, resolved as insertInBrowser };`;
    },
    transform(code, id) {
      if (!id.startsWith(src) || /\.spec\.tsx?$|theme[\\/]static-styles\.ts$/.test(id) || !code.includes('defineStyles('))
        return null;
      const file = relative(src, id).split('\\').join('/');
      let out = code;
      // From the last call to the first, so the earlier offsets stay right.
      const calls = defineStylesCalls(code, id);
      calls.forEach((call, rank) => (call.rank = rank));
      for (const call of calls.reverse()) {
        const text = code.slice(call.argStart, call.argEnd);
        const tag = `${file}#${call.rank}:${createHash('sha256').update(text).digest('base64url').slice(0, 8)}`;
        if (isSsrBuild) {
          out = `${out.slice(0, call.argEnd)}, ${JSON.stringify(tag)}${out.slice(call.argEnd)}`;
          continue;
        }
        const styles = catalog[tag];
        if (!styles)
          this.error(
            `precompiled-static-styles : ${tag} absent du rendu serveur (module qu'aucune page publique n'atteint, ou rendu serveur à reconstruire)`,
          );
        // The class names and the names of the rules: the rules are loaded when needed (static-style-rules.ts).
        const browser: BrowserStyles<string> = { names: styles.names, ids: styles.rules.map(([name]) => name) };
        out = `${out.slice(0, call.argStart)}null, ${JSON.stringify(browser)}${out.slice(call.argEnd)}`;
      }
      return { code: out, map: null };
    },
  };
}

/** The `defineStyles(definitions)` calls of a module, with the offsets of their argument. */
function defineStylesCalls(code: string, id: string): { argStart: number; argEnd: number; rank: number }[] {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const calls: { argStart: number; argEnd: number; rank: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineStyles' &&
      node.arguments.length === 1
    ) {
      const [arg] = node.arguments;
      calls.push({ argStart: arg!.getStart(source), argEnd: arg!.end, rank: 0 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls.sort((a, b) => a.argStart - b.argStart);
}

/**
 * Vite wraps every dynamic import in its preload helper (~1.3 KB gzip in every page's first load),
 * which adds `<link rel="modulepreload">` for the imported chunk's dependencies and its CSS. With
 * `modulePreload: false` it is only ever given CSS to preload, and this build emits none (the styles
 * are precompiled, the global stylesheet is written by scripts/finish-html.mjs): what remains is the
 * import itself and the `vite:preloadError` event on a failure, which this smaller helper keeps. The
 * build fails if a CSS file is ever emitted (then drop this plugin) or if Vite's helper moves.
 */
function importsWithoutPreload(): Plugin {
  const helper = '\0vite/preload-helper.js';
  let replaced = false;
  return {
    name: 'imports-without-preload',
    apply: 'build',
    transform(code, id) {
      if (id !== helper) return null;
      if (!code.includes('export const __vitePreload'))
        this.error('imports-without-preload : le helper de Vite a changé, revoir ce plugin');
      replaced = true;
      return {
        code: `export const __vitePreload = (load) =>
  load().catch((err) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = err;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw err;
  });`,
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      if (replaced && css.length)
        this.error(`imports-without-preload : ${css.join(', ')} émis, le helper de Vite doit les précharger`);
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
 * its own compression and module wrappers. The public pages load React and the app's shared code
 * only: React Router, SWR and the use-sync-external-store shim SWR reads through are the app's
 * (sign-in and back office, boot.tsx), in a chunk of their own, as are the route table, the app and
 * the SWR reads (`app/` beyond what `PublicApp` needs, `api/use-swr-api.ts`). The article reads, the
 * not-found screen and the small parts the home and article pages share (category badge, image,
 * promo card, article body, newsletter form) are in the common chunk rather than in a small chunk
 * each: a chunk of a few hundred bytes costs about as much again in wrapper and compression. Chakra, emotion and the style system are the back office's only
 * (`precompiledStaticStyles`), so they stay in its own chunks; so do the typed API client and
 * openapi-fetch, and the `with-selector` part of use-sync-external-store and react-redux (the name
 * `react` alone, not a prefix), which only the charts use.
 */
const PUBLIC_VENDOR = /node_modules[\\/](react(?=[\\/])|react-dom|scheduler)[\\/]/;
const APP_VENDOR = /node_modules[\\/](react-router|swr|use-sync-external-store(?![\\/].*with-selector))[\\/]?/;
const PUBLIC_CORE =
  /frontend[\\/]src[\\/](api(?![\\/](client|use-swr-api)\.ts)|session|theme[\\/](static-styles|page-styles-element|theme-vars|use-theme-loader)\.ts|app[\\/](PublicApp|public-route|lazy-page|page-head|absolute-url|reused-markup|ssr-data)\.tsx?$|lib[\\/](format|initials|text|contrast)|i18n[\\/]fr\.ts|features[\\/]articles[\\/](hooks[\\/]use-articles|components[\\/](ArticleNotFound|CategoryBadge|ResponsiveImage|PromoCard|ArticleBody))|features[\\/]newsletter[\\/]NewsletterForm|components[\\/](layout|toast|Avatar|SiteLink|PageSpinner|TagBadge|icons))/;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/blog/',
  plugins: [
    react(),
    lazyChakraGlobalStyles(),
    globalThisWithoutEval(),
    precompiledStaticStyles(Boolean(isSsrBuild)),
    importsWithoutPreload(),
  ],
  resolve: {
    alias: {
      '@chakra-theme': join(chakraEsm, 'theme'),
      'decimal.js-light': decimalEsm,
      '@blog/writing-analysis': writingAnalysisSources,
    },
  },
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
                { name: 'app-vendor', test: APP_VENDOR, priority: 2 },
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
