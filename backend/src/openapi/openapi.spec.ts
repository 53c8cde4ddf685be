import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateOpenApi } from './generate-openapi';

type Operation = {
  summary?: string;
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { example?: { error?: string } }>; headers?: Record<string, unknown> }>;
};
const committedDocument = () =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
// Actions whose only input is the path or the query string.
const NO_BODY = [
  /\/settings\/reset\//,
  /\/rewards\/\{id\}\/retry/,
  /\/notifications\/read-all/,
  /\/notifications\/\{id\}\/read/,
  /\/notifications\/unsubscribe/,
  /\/revisions\/\{revision\}\/restore/,
  /\/rewards\/ledger\/check/,
  /\/admin\/queues\/session/,
  /\/affiliate$/,
  /\/admin\/offers\/sync/,
];

describe('openapi/openapi.json', () => {
  it('documents every operation with a French summary, a success schema and its error answers', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(committedDocument().paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const codes = Object.keys(op.responses);
        if (!op.summary || !/[a-zàâçéèêëîïôûùüÿœ]/i.test(op.summary)) problems.push(`${name}: résumé manquant`);
        // An order link answers only a redirect: its success is the 3xx and its `Location`.
        const redirectOnly =
          !codes.some((c) => c.startsWith('2')) && codes.some((c) => c.startsWith('3') && op.responses[c].headers?.Location);
        if (!redirectOnly && !codes.some((c) => c.startsWith('2') && op.responses[c].content))
          problems.push(`${name}: réponse de succès sans schéma`);
        if (!codes.some((c) => /^[45]/.test(c))) problems.push(`${name}: aucune réponse d'erreur`);
        if (['post', 'put'].includes(method) && !op.requestBody && !NO_BODY.some((r) => r.test(path)))
          problems.push(`${name}: corps de requête non décrit`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says of every operation whether it needs a token (`security: []` when public)', () => {
    const silent: string[] = [];
    for (const [path, operations] of Object.entries(committedDocument().paths)) {
      for (const [method, op] of Object.entries(operations))
        if (!Array.isArray(op.security)) silent.push(`${method.toUpperCase()} ${path}`);
    }
    expect(silent).toEqual([]);
  });

  it('shows each error status with an example of its own, not the 400 one', () => {
    const textsByStatus = new Map<string, Set<string>>();
    for (const operations of Object.values(committedDocument().paths)) {
      for (const op of Object.values(operations)) {
        for (const [code, response] of Object.entries(op.responses)) {
          if (!/^[45]/.test(code)) continue;
          const text = response.content?.['application/json']?.example?.error ?? '(aucun exemple)';
          textsByStatus.set(code, (textsByStatus.get(code) ?? new Set()).add(text));
        }
      }
    }
    const texts = Object.fromEntries([...textsByStatus].map(([code, set]) => [code, [...set]]));
    expect(texts).toMatchObject({
      '401': ['Authentification requise'],
      '403': ['Accès refusé'],
      '404': ['Ressource introuvable'],
      '500': ['Erreur interne du serveur'],
      '503': ['Base de données indisponible, réessayez plus tard'],
    });
    // One text per status, never another status's.
    const all = [...textsByStatus.values()].flatMap((set) => [...set]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is the document the code generates (run `npm run gen` after changing the API)', async () => {
    const committed = readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8');
    expect(JSON.parse(await generateOpenApi())).toEqual(JSON.parse(committed));
  }, 60_000);
});
