import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ApiAnswer } from './test-app';

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, { content?: Record<string, { schema?: Json }> }> };
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const API_PREFIX = '/blog/api';

/**
 * The committed document's schemas, made strict: an object may carry only the fields it documents. A field
 * the API sends but the document leaves out is a contract a generated client cannot see.
 */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closeObjects(v)])) as Json;
  if (typeof copy.$ref === 'string') copy.$ref = copy.$ref.replace('#/components/schemas/', '');
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/** The documented path of a concrete call that has this method, fixed paths before templated ones (`/articles/all`). */
function templateOf(document: OpenApiDocument, method: string, path: string): string | undefined {
  const [bare] = path.split('?');
  const full = `${API_PREFIX}${bare}`.replace(/\/$/, '');
  const templates = Object.keys(document.paths).sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return templates.find((t) => document.paths[t][method] && new RegExp(`^${t.replace(/\{[^/]+\}/g, '[^/]+')}$`).test(full));
}

export interface ContractCheck {
  /** Fails unless the answer's status is documented for the call and its body matches that status's schema. */
  expectMatches(method: string, path: string, answer: ApiAnswer): void;
  /** `METHOD template status` of every answer checked, for a test to show what it covered. */
  checked: Set<string>;
}

export function openApiContract(): ContractCheck {
  const document = JSON.parse(readFileSync(resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as OpenApiDocument;
  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` (which Ajv understands) and `example` (an annotation).
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  ajv.addVocabulary(['example']);
  addFormats(ajv);
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(closeObjects(schema) as Json, name);
  const validators = new Map<string, ValidateFunction>();
  const checked = new Set<string>();

  return {
    checked,
    expectMatches(method, path, answer) {
      const template = templateOf(document, method.toLowerCase(), path);
      if (!template) throw new Error(`${method} ${path} : opération absente de openapi.json`);
      const operation = document.paths[template][method.toLowerCase()];
      const response = operation.responses[String(answer.status)];
      if (!response) {
        throw new Error(
          `${method} ${template} : statut ${answer.status} non documenté (documentés : ${Object.keys(operation.responses).join(', ')})`,
        );
      }
      const schema = response.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${method} ${template} ${answer.status} : réponse sans schéma JSON`);
      const key = JSON.stringify(schema);
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(closeObjects(schema) as Json);
        validators.set(key, validate);
      }
      if (!validate(answer.body)) {
        const problems = (validate.errors ?? []).map(
          (e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
        );
        throw new Error(`${method} ${path} (${answer.status}) ne suit pas openapi.json :\n  ${problems.join('\n  ')}`);
      }
      checked.add(`${method} ${template} ${answer.status}`);
    },
  };
}
