import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

describe('frontend/src/api/schema.d.ts', () => {
  it('is generated from the committed openapi.json (run `npm run gen` after changing the API)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    try {
      const cli = resolve(__dirname, '../../../node_modules/openapi-typescript/bin/cli.js');
      execFileSync(process.execPath, [cli, resolve(__dirname, '../../../openapi/openapi.json'), '-o', join(dir, 'schema.d.ts')], {
        stdio: 'ignore',
      });
      expect(readFileSync(join(dir, 'schema.d.ts'), 'utf8')).toBe(readFileSync(resolve(__dirname, 'schema.d.ts'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
