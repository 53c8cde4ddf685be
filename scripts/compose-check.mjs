// `docker-compose.yml` against the README: the compose tool accepts the file (`docker compose config`,
// or Debian's `docker-compose`; no engine needed), every service and published port is named in the
// README's "Production" section, the application containers get exactly the variables of the README's
// configuration table, and no two of them share a volume; `.env.example` names every variable the file
// reads (the required ones set), and every image is pinned (no `latest`, no missing tag). Exits 1 with
// the differences.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(root, 'docker-compose.yml');
const compose = yaml.load(readFileSync(file, 'utf8'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const problems = [];

/** A README section, from its `## ` title to the next one. */
function section(title) {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) {
    problems.push(`README : section « ${title} » introuvable`);
    return '';
  }
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

// 1. The compose tool reads the file (secrets given dummy values: `${VAR:?}` refuses them unset).
const secrets = Object.fromEntries(
  [...readFileSync(file, 'utf8').matchAll(/\$\{([A-Z0-9_]+):\?\}/g)].map(([, name]) => [name, 'verification']),
);
const tools = [
  ['docker', ['compose', '-f', file, 'config', '-q']],
  ['docker-compose', ['-f', file, 'config', '-q']],
];
let checked = null;
for (const [command, args] of tools) {
  const res = spawnSync(command, args, { env: { ...process.env, ...secrets }, encoding: 'utf8' });
  if (res.error || (res.status !== 0 && /unknown (command|shorthand flag)|is not a docker command/i.test(res.stderr))) continue;
  checked = command === 'docker' ? 'docker compose' : 'docker-compose';
  if (res.status !== 0) problems.push(`${checked} config : ${res.stderr.trim()}`);
  break;
}
if (!checked) {
  if (process.env.CI) problems.push('ni `docker compose` ni `docker-compose` : la vérification de Compose est impossible');
  else console.log('ni `docker compose` ni `docker-compose` ici : syntaxe Compose non vérifiée');
}

// 2. Services and published ports, each named in the README's "Production" section.
const production = section('Production');
const services = Object.keys(compose.services ?? {});
for (const name of services)
  if (!production.includes(`\`${name}\``)) problems.push(`service \`${name}\` absent de la section Production`);
for (const [name, service] of Object.entries(compose.services ?? {})) {
  for (const mapping of service.ports ?? []) {
    // `${HTTP_PORT:-3000}:8080` is published on 3000 unless HTTP_PORT says otherwise.
    const published = String(mapping)
      .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
      .split(':')
      .at(-2);
    if (!new RegExp(`\\b${published}\\b`).test(production))
      problems.push(`port ${published} (service \`${name}\`) absent de la section Production`);
  }
}

// 3. The application's variables: those of the configuration table, no more, no less.
const documented = new Set();
for (const line of section('Configuration').split('\n')) {
  const cell = /^\|\s*([^|]+)\|/.exec(line)?.[1] ?? '';
  for (const [, name] of cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(name);
}
const apps = Object.entries(compose.services ?? {}).filter(([, s]) =>
  /backend\/dist\/(main|worker)\.js/.test(JSON.stringify(s.command ?? '')),
);
if (!apps.length) problems.push('aucun service de l’application (backend/dist/main.js, worker.js)');
for (const [name, service] of apps) {
  const given = new Set(Object.keys(service.environment ?? {}));
  given.delete('NODE_ENV');
  for (const v of documented)
    if (!given.has(v)) problems.push(`\`${name}\` ne reçoit pas ${v} (tableau de configuration du README)`);
  for (const v of given)
    if (!documented.has(v)) problems.push(`\`${name}\` reçoit ${v}, absente du tableau de configuration du README`);
}

// 4. No shared disk between application containers.
const owners = new Map();
for (const [name, service] of apps) {
  for (const volume of service.volumes ?? []) {
    const source = String(typeof volume === 'string' ? volume.split(':')[0] : volume.source);
    if (owners.has(source)) problems.push(`volume ${source} partagé par \`${owners.get(source)}\` et \`${name}\``);
    owners.set(source, name);
  }
}

// 5. `.env.example`: every variable the file reads, the required ones (`${VAR:?}`) given a value.
const composeText = readFileSync(file, 'utf8');
let example = '';
try {
  example = readFileSync(join(root, '.env.example'), 'utf8');
} catch {
  problems.push('.env.example absent');
}
const set = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
for (const [, name, required] of composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)(:\?)?[^}]*\}/g)) {
  if (required && !set.has(name)) problems.push(`.env.example ne donne pas de valeur à ${name} (obligatoire)`);
  else if (!named.has(name)) problems.push(`.env.example ne nomme pas ${name}`);
}

// 6. Pinned images: a tag that names a version, never `latest`.
for (const [name, service] of Object.entries(compose.services ?? {})) {
  if (!service.image) continue;
  const tag = /:([^/:@]+)$/.exec(service.image)?.[1];
  if (!tag || tag === 'latest') problems.push(`image de \`${name}\` non épinglée : ${service.image}`);
}

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log(
  `docker-compose.yml conforme au README : ${services.length} services, ${apps.length} conteneurs de l’application sans volume partagé, ${documented.size} variables${checked ? `, accepté par ${checked}` : ''}`,
);
