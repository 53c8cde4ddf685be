// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible built file, at the highest
// settings: done once per build, then served as is by the API (`preCompressed`), never on a request.
// Usage: node scripts/precompress.mjs [dir]   (default dist/client)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;
const dir = process.argv[2] ?? 'dist/client';

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dir)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += br.length;
}
console.log(`precompress: ${count} fichiers, ${(before / 1024).toFixed(0)} Ko → ${(after / 1024).toFixed(0)} Ko (brotli)`);
