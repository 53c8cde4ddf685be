import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import type { ApiAnswer, TestApp } from './test-app';

/** Strings and numbers at the edges of what validators, drivers and columns accept. */
const edgeString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\t\n',
  'a'.repeat(256),
  'é'.repeat(5001),
  '🎮'.repeat(120),
  '\u202e\u200b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '0',
  '-1',
  '1.5',
  'null',
  'true',
  'NaN',
  '1e309',
  '#FFFFFF',
  'x@y.fr',
  '__proto__',
  'constructor',
);
const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.1,
  3.9,
);

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 10 })), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
);

/** A body made of the endpoint's own fields (any of them missing) with any values, sometimes plus a stray field, or any JSON at all. */
export function bodyFor(fields: string[], valid: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, anyValue])), { requiredKeys: [] });
  // Mostly valid bodies with one field changed reach deeper than random ones.
  const oneOff = fc.tuple(fc.constantFrom(...fields), anyValue).map(([field, value]) => ({ ...valid, [field]: value }));
  return fc.oneof(
    { weight: 4, arbitrary: record },
    { weight: 4, arbitrary: oneOff },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.string({ minLength: 1, maxLength: 10 }), anyValue)
        .map(([r, k, v]) => ({ ...(r as object), [k]: v })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Query strings with the endpoint's own keys (repeated sometimes) and random ones. */
export function queryFor(keys: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(fc.string({ maxLength: 30 }), edgeString, edgeNumber.map(String), fc.integer().map(String));
  const pair = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...keys) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
    ),
    value,
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}

const VOLATILE_COLUMNS = /^(views?|view_count|last_login|updated_at)$/;

/** A hash of every table's rows (minus counters that change on their own), to tell whether a failed call wrote anything. */
export async function databaseFingerprint(t: TestApp): Promise<string> {
  const db = t.app.get(DataSource);
  const hash = createHash('sha256');
  for (const meta of db.entityMetadatas) {
    const columns = meta.columns.map((c) => c.databaseName).filter((c) => !VOLATILE_COLUMNS.test(c));
    const order = meta.primaryColumns.map((c) => c.databaseName);
    const q = t.dbKind === 'mariadb' ? '`' : '"';
    const rows: unknown[] = await db.query(
      `SELECT ${columns.map((c) => `${q}${c}${q}`).join(', ')} FROM ${q}${meta.tableName}${q} ORDER BY ${order.map((c) => `${q}${c}${q}`).join(', ')}`,
    );
    hash.update(`${meta.tableName}:${JSON.stringify(rows)}`);
  }
  return hash.digest('hex');
}

/**
 * Waits until the background work a set-up started (notification e-mails, rewards) has settled: the
 * fingerprint stays the same across `quietMs`. A refused call is then the only thing that could change it.
 */
export async function databaseSettled(t: TestApp, quietMs = 300, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await databaseFingerprint(t);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = await databaseFingerprint(t);
    if (now === last) return;
    if (Date.now() > deadline) throw new Error(`La base bouge encore après ${timeoutMs} ms`);
    last = now;
  }
}

const ENGLISH =
  /\b(must|should|Bad Request|Not Found|Unauthorized|Forbidden|Internal Server Error|Cannot|Unexpected|is not|invalid json|Payload Too Large)\b/;

/** The failures to report for one answer: a 5xx, a wrong envelope, English text. */
export function envelopeProblems(res: ApiAnswer): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`statut ${res.status}`);
  if (res.status >= 400) {
    const body = res.body as { success?: unknown; error?: unknown; code?: unknown; message?: unknown } | undefined;
    if (body?.success !== false) problems.push('success différent de false');
    if (typeof body?.error !== 'string' || body.error.trim() === '') problems.push('error absent');
    else if (ENGLISH.test(body.error)) problems.push(`error en anglais : ${body.error}`);
    if (typeof body?.message !== 'string') problems.push('message absent');
    if (typeof body?.code !== 'string' || !/^[a-z][A-Za-z]*\.[A-Za-z]+$/.test(body.code)) problems.push('code absent');
  } else if ((res.body as { success?: unknown } | undefined)?.success !== true) {
    problems.push('success différent de true');
  }
  return problems;
}

/** Runs per test file stay small so that the whole suite keeps to its time budget. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
