/**
 * @swc/jest, plus one rewrite: ESM-only packages (NestJS 12 among them) are compiled to CommonJS for
 * Jest, whose module system cannot load ES modules from `require` on Node 20. swc leaves `import.meta`
 * as is, which is a syntax error in CommonJS, so it is replaced by its CommonJS equivalent first.
 */
const { createTransformer } = require('@swc/jest');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const swc = createTransformer(swcOptions);

function rewriteImportMeta(source) {
  if (!source.includes('import.meta')) return source;
  return source
    .replace(/import\.meta\.url/g, '("file://" + __filename)')
    .replace(/import\.meta\.dirname/g, '__dirname')
    .replace(/import\.meta\.filename/g, '__filename');
}

// Dependencies are compiled only when they are ES modules; CommonJS ones pass through untouched.
const ESM_SYNTAX = /^\s*(import\s*[\w{*'"]|export\s)/m;
const needsCompiling = (source, path) => !path.includes('/node_modules/') || ESM_SYNTAX.test(source);

module.exports = {
  canInstrument: false,
  getCacheKey(source, path, options) {
    return swc.getCacheKey(rewriteImportMeta(source), path, options) + ':import-meta-v3';
  },
  process(source, path, options) {
    if (!needsCompiling(source, path)) return { code: source };
    return swc.process(rewriteImportMeta(source), path, options);
  },
};
