#!/usr/bin/env node
// Import graph of backend/src: folder-level arrows (folder A imports folder B), folder pairs that import each
// other, arrows that climb from a lower floor to a higher one, and file-level import cycles. Type-only imports
// and dynamic `import()` count like the others: they tie the folders together just the same.
// Usage: node scripts/import-graph.mjs [--list | --check] [--root <src folder>] [--layers <floors.json>]
//                                      [--architecture <file.md>]
//   --list   prints every pair cycle, climb and file cycle
//   --check  the same, naming each offending import by file and line, and exits 1 if there is any
//   --writers prints which files write each table
// The floors are in scripts/layers.json (lowest first); ARCHITECTURE.md shows the same list between its
// `<!-- layers: start -->` and `<!-- layers: end -->` marks, one floor a line, and --check compares the two
// (on the real backend, or on the file given by --architecture).
// Migrations (`migrations` in layers.json) hold schema and plain SQL only: they import nothing but the packages and
// the folders it names (typeorm and database/), whatever the floors say. And only the files `orm` names (the
// repositories, database/) reach the ORM: a transaction's or data source's `.manager`, `getRepository(`,
// `createQueryBuilder(`, an injected data source, repository or entity manager.
// Each table has one writer (`writers` in layers.json): the repository ARCHITECTURE.md names for it between its
// `<!-- writers: start -->` and `<!-- writers: end -->` marks. --check fails on a repository writing a table the
// page gives to another or does not list, on a listed writer that never writes its table, and on any file that
// may not reach the ORM writing a table (SQL text included). Repositories of the `outOfScope` folders (database/,
// the demo seeding) and tests are not compared. What counts as a write: scripts/table-writers.mjs.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tablesOf, writersTableOf, writesOf } from './table-writers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
const root = rootFlag >= 0 ? resolve(args[rootFlag + 1]) : resolve(here, '..', 'backend', 'src');
const checking = args.includes('--check');
const listing = checking || args.includes('--list');

/** Floors, lowest first: a folder may import its own floor and the ones below, never one above. */
const layersFlag = args.indexOf('--layers');
const layersFile = layersFlag >= 0 ? resolve(args[layersFlag + 1]) : join(here, 'layers.json');
const layers = JSON.parse(readFileSync(layersFile, 'utf8'));
const LAYERS = layers.floors;
const rank = new Map(LAYERS.flatMap((folders, index) => folders.map((folder) => [folder, index])));
/** The processes' entry points count as `main`; the other files at the root of backend/src (app.module.ts, …)
 * and the list of every entity handed to TypeORM, the application's composition, count as `app`. */
const ENTRY_POINTS = new Set(layers.entryPoints);
const COMPOSITION = layers.composition.map((path) => path.split('/').join(sep));
const inComposition = (path) => COMPOSITION.some((entry) => (entry.endsWith(sep) ? path.startsWith(entry) : path === entry));
/** Where the migrations are (`path`), and all they may import: `packages` by name, files of `folders`. */
const MIGRATIONS = layers.migrations ?? null;
const inFolder = (path, folder) => path.startsWith(folder.split('/').join(sep) + sep);
/** The files that may reach the ORM: names ending in one of `endings`, or anywhere in `folders`. */
const ORM = layers.orm ?? null;
const ormAllowed = (path) =>
  ORM.endings.some((ending) => path.endsWith(ending)) || ORM.folders.some((folder) => inFolder(path, folder));
const ORM_USE = /\.manager\b|\bgetRepository\s*\(|\bcreateQueryBuilder\s*\(|@Inject(?:DataSource|Repository|EntityManager)\s*\(/g;
/** A source with its comment lines blanked (kept as empty lines, so line numbers hold): prose may name the ORM. */
const withoutCommentLines = (source) =>
  source
    .split('\n')
    .map((line) => (/^\s*(?:\/\/|\/\*|\*)/.test(line) ? '' : line))
    .join('\n');

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });

const folderOf = (file) => {
  const path = relative(root, file);
  if (ENTRY_POINTS.has(path)) return 'main';
  const parts = path.split(sep);
  return parts.length > 1 && !inComposition(path) ? parts[0] : 'app';
};

/** The file a relative specifier names, as TypeScript resolves it. */
const resolveImport = (file, specifier) => {
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? `${base}.ts`;
};

// `import … from './x'`, `export … from './x'`, `import './x'` and `import('./x')`, type-only or not.
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/gm;
const lineAt = (source, index) => source.slice(0, index).split('\n').length;

// Any specifier, a package's too: what a migration may import is checked on all of them.
const ANY_IMPORT =
  /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)|\brequire\(\s*'([^']+)'\s*\)/gm;
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every relative import: { file, line, target } with paths relative to the root. */
const imports = [];
/** Imports of a migration beyond what it may import: { file, line, target }. */
const migrationImports = [];
/** ORM calls outside the files that may make them: { file, line, use }. */
const ormUses = [];
/** Writes to a table: { file, line, table, how }. */
const writes = [];
const WRITERS = layers.writers ?? null;
const files = walk(root);
const entityTables = WRITERS
  ? tablesOf(
      files.filter((file) => file.endsWith('.entity.ts')).map((file) => [relative(root, file), readFileSync(file, 'utf8')]),
    )
  : null;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (WRITERS && !file.endsWith('.spec.ts'))
    for (const write of writesOf(withoutCommentLines(source), entityTables))
      writes.push({ file: relative(root, file), ...write });
  if (ORM && !ormAllowed(relative(root, file))) {
    const code = withoutCommentLines(source);
    for (const match of code.matchAll(ORM_USE))
      ormUses.push({ file: relative(root, file), line: lineAt(code, match.index), use: match[0] });
  }
  if (MIGRATIONS && inFolder(relative(root, file), MIGRATIONS.path.replace(/\/$/, ''))) {
    for (const match of source.matchAll(ANY_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      const target = specifier.startsWith('.') ? relative(root, resolveImport(file, specifier)) : specifier;
      const allowed = specifier.startsWith('.')
        ? MIGRATIONS.folders.some((folder) => inFolder(target, folder))
        : MIGRATIONS.packages.includes(packageOf(specifier));
      const leading = match[0].length - match[0].trimStart().length;
      if (!allowed) migrationImports.push({ file: relative(root, file), line: lineAt(source, match.index + leading), target });
    }
  }
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const leading = match[0].length - match[0].trimStart().length;
    imports.push({
      file: relative(root, file),
      line: lineAt(source, match.index + leading),
      target: relative(root, resolveImport(file, specifier)),
    });
  }
}
const where = ({ file, line }) => `${file}:${line}`;

// Folder arrows.
const arrows = new Map();
for (const entry of imports) {
  const from = folderOf(join(root, entry.file));
  const to = folderOf(join(root, entry.target));
  if (from === to) continue;
  const key = `${from} -> ${to}`;
  if (!arrows.has(key)) arrows.set(key, []);
  arrows.get(key).push(entry);
}
const pairs = [...arrows.keys()].map((key) => key.split(' -> '));
const cycles = pairs.filter(([from, to]) => from < to && arrows.has(`${to} -> ${from}`));
const folders = [...new Set([...files.map(folderOf), ...pairs.flat()])];
const unranked = folders.filter((folder) => !rank.has(folder)).sort();
const top = LAYERS.length;
const floorOf = (folder) => rank.get(folder) ?? top;
const upward = pairs.filter(([from, to]) => floorOf(from) < floorOf(to));

/**
 * The cycles of a graph: its strongly connected components (Tarjan) that hold an arrow, each with its arrows.
 * `edges`: node → its arrows, each `{ target, … }`.
 */
function cyclesOf(edges) {
  const found = [];
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const { target } of edges.get(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const inside = new Set(component);
    const links = component.flatMap((name) => edges.get(name).filter(({ target }) => inside.has(target)));
    if (links.length) found.push({ nodes: component.sort(), links });
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

// File cycles, each shown by its imports.
const fileEdges = new Map(files.map((file) => [relative(root, file), []]));
for (const entry of imports) if (fileEdges.has(entry.target)) fileEdges.get(entry.file).push(entry);
const fileCycles = cyclesOf(fileEdges).map(({ nodes, links }) => ({ files: nodes, links }));

// Rings of three folders or more (A → B → C → A) on one floor: neither a pair nor a climb, still a knot.
const folderEdges = new Map(folders.map((folder) => [folder, []]));
for (const [from, to] of pairs) folderEdges.get(from).push({ target: to });
const folderRings = cyclesOf(folderEdges)
  .filter(({ nodes }) => nodes.length > 2)
  .map(({ nodes, links }) => ({
    folders: nodes,
    imports: links.length
      ? nodes.flatMap((from) =>
          folderEdges
            .get(from)
            .filter(({ target }) => nodes.includes(target))
            .flatMap(({ target }) => arrows.get(`${from} -> ${target}`)),
        )
      : [],
  }));

// The picture of ARCHITECTURE.md: `<floor> <folder>, <folder>` lines between its marks.
const architectureFlag = args.indexOf('--architecture');
const architecture =
  architectureFlag >= 0 ? resolve(args[architectureFlag + 1]) : rootFlag < 0 ? resolve(here, '..', 'ARCHITECTURE.md') : null;
const pictureDiffers = [];
if (architecture) {
  const text = readFileSync(architecture, 'utf8');
  const block = text.split('<!-- layers: start -->')[1]?.split('<!-- layers: end -->')[0] ?? '';
  const pictured = [];
  for (const [, floor, folders] of block.matchAll(/^(\d+)\s+(\S.*)$/gm)) pictured[Number(floor)] = folders.split(/,\s*/);
  const shown = (list) => (list ?? []).toSorted().join(', ') || '(nothing)';
  for (let floor = 0; floor < Math.max(pictured.length, LAYERS.length); floor += 1) {
    if (shown(pictured[floor]) !== shown(LAYERS[floor]))
      pictureDiffers.push(
        `floor ${floor}: ${relative(process.cwd(), architecture)} shows ${shown(pictured[floor])}, the list has ${shown(LAYERS[floor])}`,
      );
  }
}

// One writer per table: the table of ARCHITECTURE.md against the writes found in the code.
/** Writes by a file that may not reach the ORM: { file, line, table }. */
const strayWrites = [];
/** Writes the table of ARCHITECTURE.md does not give to their file: { file, line, table, listed }. */
const unlistedWrites = [];
/** Rows of ARCHITECTURE.md naming a writer that never writes the table: { table, file }. */
const idleWriters = [];
if (WRITERS) {
  const outOfScope = (path) => WRITERS.outOfScope.some((folder) => inFolder(path, folder));
  for (const write of writes) if (!ormAllowed(write.file)) strayWrites.push(write);
  const listed = architecture ? writersTableOf(readFileSync(architecture, 'utf8')) : null;
  if (architecture && !listed) pictureDiffers.push('no table between <!-- writers: start --> and <!-- writers: end -->');
  if (listed) {
    const compared = writes.filter((write) => ormAllowed(write.file) && !outOfScope(write.file));
    for (const write of compared)
      if (!listed.get(write.table)?.includes(write.file))
        unlistedWrites.push({ ...write, listed: listed.get(write.table) ?? [] });
    for (const [table, writers] of listed)
      for (const file of writers.length ? writers : ['(no repository)'])
        if (!compared.some((write) => write.table === table && write.file === file)) idleWriters.push({ table, file });
  }
}

console.log(`arrows (folder pairs A imports B): ${arrows.size}`);
console.log(`cycles (pairs importing each other): ${cycles.length}`);
console.log(`upward arrows (lower layer imports higher): ${upward.length}`);
console.log(`file cycles (files importing each other, directly or not): ${fileCycles.length}`);
if (folderRings.length) console.log(`folder rings (three folders or more importing each other in turn): ${folderRings.length}`);
if (unranked.length) console.log(`folders with no layer (add them to scripts/layers.json): ${unranked.join(', ')}`);
if (migrationImports.length)
  console.log(
    `migration imports beyond ${[...MIGRATIONS.packages, ...MIGRATIONS.folders.map((f) => `${f}/`)].join(', ')}: ${migrationImports.length}`,
  );
if (ormUses.length)
  console.log(
    `ORM calls outside ${[...ORM.endings.map((e) => `*${e}`), ...ORM.folders.map((f) => `${f}/`)].join(', ')}: ${ormUses.length}`,
  );
for (const line of pictureDiffers) console.log(`ARCHITECTURE.md differs from the floors: ${line}`);
if (strayWrites.length) console.log(`table writes outside the repositories: ${strayWrites.length}`);
if (unlistedWrites.length)
  console.log(`table writes by a repository ARCHITECTURE.md does not name for the table: ${unlistedWrites.length}`);
if (idleWriters.length) console.log(`writers named by ARCHITECTURE.md that never write their table: ${idleWriters.length}`);

const detail = (list) => list.map((entry) => `      ${where(entry)} imports ${entry.target}`);
if (listing) {
  for (const [a, b] of cycles) {
    console.log(`  cycle   ${a} <-> ${b}`);
    if (checking) console.log([...detail(arrows.get(`${a} -> ${b}`)), ...detail(arrows.get(`${b} -> ${a}`))].join('\n'));
  }
  for (const [a, b] of upward) {
    const list = arrows.get(`${a} -> ${b}`);
    console.log(`  upward  ${a} (floor ${floorOf(a)}) -> ${b} (floor ${floorOf(b)}) (${list.length})`);
    if (checking) console.log(detail(list).join('\n'));
  }
  for (const ring of folderRings) {
    console.log(`  folder ring  ${ring.folders.join(' -> ')}`);
    if (checking) console.log(detail(ring.imports).join('\n'));
  }
  for (const cycle of fileCycles) {
    console.log(`  file cycle  ${cycle.files.join(' <-> ')}`);
    if (checking) console.log(detail(cycle.links).join('\n'));
  }
  if (migrationImports.length) {
    console.log('  migration imports');
    if (checking) console.log(detail(migrationImports).join('\n'));
  }
  if (ormUses.length) {
    console.log('  ORM calls');
    if (checking) console.log(ormUses.map(({ file, line, use }) => `      ${file}:${line} uses ${use}`).join('\n'));
  }
  for (const { file, line, table, how } of strayWrites) console.log(`  stray write  ${file}:${line} writes ${table} (${how})`);
  for (const { file, line, table, how, listed } of unlistedWrites)
    console.log(
      `  unlisted write  ${file}:${line} writes ${table} (${how}); ARCHITECTURE.md: ${listed.length ? listed.join(', ') : 'no row for this table'}`,
    );
  for (const { table, file } of idleWriters)
    console.log(`  idle writer  ARCHITECTURE.md gives ${table} to ${file}, which never writes it`);
}
if (args.includes('--writers')) {
  const byTable = new Map();
  for (const { file, line, table } of writes) byTable.set(table, [...(byTable.get(table) ?? []), `${file}:${line}`]);
  for (const [table, where] of [...byTable].sort()) console.log(`${table}\n    ${where.join('\n    ')}`);
}

if (checking) {
  const problems =
    cycles.length +
    upward.length +
    fileCycles.length +
    folderRings.length +
    unranked.length +
    pictureDiffers.length +
    migrationImports.length +
    ormUses.length +
    strayWrites.length +
    unlistedWrites.length +
    idleWriters.length;
  if (problems) {
    console.error(
      `layers: ${problems} problem(s). A folder imports only its own floor and the floors below (scripts/layers.json), ` +
        'never a folder that imports it back, and no file reaches itself through its imports; a migration imports ' +
        'only what scripts/layers.json lets it (schema and plain SQL, no application code), only repositories ' +
        'and database/ reach the ORM, and each table is written by the repository ARCHITECTURE.md names for it.',
    );
    process.exit(1);
  }
  console.log('layers: ok');
}
