import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApi } from './generate-openapi';

type Operation = { summary?: string; requestBody?: unknown; responses: Record<string, { content?: unknown }> };
const committedDocument = () =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
// Actions whose only input is the path.
const NO_BODY = [/\/settings\/reset\//, /\/rewards\/\{id\}\/retry/];

describe('openapi/openapi.json', () => {
  it('documents every operation with a French summary, a success schema and its error answers', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(committedDocument().paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses);
        if (!op.summary || !/[a-zàâçéèêëîïôûùüÿœ]/i.test(op.summary)) problems.push(`${name}: résumé manquant`);
        if (!codes.some((c) => c.startsWith('2') && op.responses[c].content)) problems.push(`${name}: réponse de succès sans schéma`);
        if (!codes.some((c) => /^[45]/.test(c))) problems.push(`${name}: aucune réponse d'erreur`);
        if (['post', 'put'].includes(method) && !op.requestBody && !NO_BODY.some((r) => r.test(path))) problems.push(`${name}: corps de requête non décrit`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is the document the code generates (run `npm run gen` after changing the API)', async () => {
    const committed = readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8');
    expect(JSON.parse(await generateOpenApi())).toEqual(JSON.parse(committed));
  }, 60_000);
});
