#!/usr/bin/env node
// Folder-level import graph of backend/src: how many arrows (folder A imports folder B), which folder
// pairs import each other, and which arrows run from a lower layer back up to a higher one.
// Usage: node scripts/import-graph.mjs [--list]   (--list prints the cycles and the upward arrows)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'backend', 'src');

/**
 * Layers, lowest first: a folder may import its own layer and the ones below. Files at the root of
 * backend/src (main.ts, app.module.ts, …) and `database/entities.ts` count as the folder `app`.
 */
const LAYERS = [
  ['common', 'config', 'database', 'i18n', 'logging', 'redis'],
  ['metrics', 'public-cache', 'health', 'users', 'auth', 'profile-tags', 'uploads', 'categories', 'settings', 'billing'],
  ['queue', 'jobs', 'notifications', 'mail', 'rewards'],
  ['editorial'],
  ['search'],
  ['publishing'],
  ['articles', 'submissions', 'stats', 'contributors', 'seo', 'newsletter'],
  ['web', 'demo', 'openapi', 'http', 'app'],
];
const rank = new Map(LAYERS.flatMap((folders, index) => folders.map((folder) => [folder, index])));

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : walk(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
/** The list of every entity handed to TypeORM is the app's composition, not the database layer's own. */
const COMPOSITION = new Set([join('database', 'entities.ts')]);
const folderOf = (path) => {
  const parts = relative(root, path)
    .replace(/(\.ts)?$/, '.ts')
    .split(sep);
  return parts.length > 1 && !COMPOSITION.has(parts.join(sep)) ? parts[0] : 'app';
};

/** `from` → `to` → number of import statements. */
const arrows = new Map();
for (const file of walk(root)) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm)) {
    const from = folderOf(file);
    const to = folderOf(resolve(dirname(file), match[1]));
    if (from === to) continue;
    const key = `${from} -> ${to}`;
    arrows.set(key, (arrows.get(key) ?? 0) + 1);
  }
}

const pairs = [...arrows.keys()].map((key) => key.split(' -> '));
const cycles = pairs.filter(([from, to]) => from < to && arrows.has(`${to} -> ${from}`));
const unranked = [...new Set(pairs.flat())].filter((folder) => !rank.has(folder));
const top = LAYERS.length;
const upward = pairs.filter(([from, to]) => (rank.get(from) ?? top) < (rank.get(to) ?? top));

console.log(`arrows (folder pairs A imports B): ${arrows.size}`);
console.log(`cycles (pairs importing each other): ${cycles.length}`);
console.log(`upward arrows (lower layer imports higher): ${upward.length}`);
if (unranked.length) console.log(`folders with no layer (ranked on top): ${unranked.join(', ')}`);
if (process.argv.includes('--list')) {
  for (const [a, b] of cycles) console.log(`  cycle   ${a} <-> ${b}`);
  for (const [a, b] of upward) console.log(`  upward  ${a} -> ${b} (${arrows.get(`${a} -> ${b}`)})`);
}
