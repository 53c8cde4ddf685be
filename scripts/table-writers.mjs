// Which files of backend/src write which tables, read from the source text (no type checking): the tables are
// the entities' `@Entity('name')` and their `@JoinTable({ name })`; a write is
//   - a TypeORM write (save, insert, update, delete, remove, upsert, increment, decrement, softDelete, softRemove,
//     restore) on an entity class given as its first argument (`tx.manager.save(Article, …)`, a query builder's
//     `.update(Reward)`), on `getRepository(Entity)`, or on a name bound to one (`@InjectRepository(Entity) repo`,
//     `const repo = ….getRepository(Entity)`, a method or getter returning `getRepository(Entity)`); a query
//     builder's `.into(Entity)` or `.delete().from(Entity)`; `.relation(Entity, 'property')` of a join table;
//   - SQL in the text: `INSERT INTO`, `INSERT OR … INTO`, `REPLACE INTO`, `UPDATE`, `DELETE FROM` (upper case)
//     followed by a table's name (`ON DUPLICATE KEY UPDATE`, `DO UPDATE`, `FOR UPDATE` are no writes).
// A table reached by its name (`getRepository('settings')`, or a constant holding it) counts too.

const WRITE = 'save|insert|update|delete|remove|upsert|increment|decrement|softDelete|softRemove|restore';
const SQL_WRITE =
  /(?<!\b(?:KEY|DO|FOR)\s+)\b(?:INSERT(?:\s+IGNORE)?\s+INTO|INSERT\s+OR\s+[A-Z]+\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?([a-z_][a-z0-9_]*)/g;

const lineAt = (source, index) => source.slice(0, index).split('\n').length;

/**
 * The tables of the entity files: `classes` (class name → table), `joins` (`Class.property` → join table),
 * `tables` (every table, with the file that declares it).
 */
export function tablesOf(entityFiles) {
  const classes = new Map();
  const joins = new Map();
  const tables = new Map();
  for (const [file, source] of entityFiles) {
    for (const match of source.matchAll(/@Entity\(\s*'([^']+)'[^)]*\)[\s\S]*?export class (\w+)/g)) {
      classes.set(match[2], match[1]);
      tables.set(match[1], file);
      for (const join of source.matchAll(/@JoinTable\(\{[^@]*?\bname:\s*'(\w+)'[^@]*?\}\)\s*(\w+)/g)) {
        joins.set(`${match[2]}.${join[2]}`, join[1]);
        tables.set(join[1], file);
      }
    }
  }
  return { classes, joins, tables };
}

/** The string constants of a file (`const NAME = 'value'`): a table may be named through one. */
const constantsOf = (source) => new Map([...source.matchAll(/\bconst (\w+)\s*=\s*'([^']*)'/g)].map((m) => [m[1], m[2]]));

/**
 * Every write of `source` (its comment lines already blanked): { line, table, how }. `classes` and `joins`
 * from `tablesOf`; SQL naming something that is not a table (a column after `SET`, …) is left out.
 */
export function writesOf(source, { classes, joins, tables }) {
  const found = [];
  const constants = constantsOf(source);
  const tableOf = (argument) => {
    const name = argument.trim().replace(/^'|'$/g, '');
    if (classes.has(name)) return classes.get(name);
    if (tables.has(name)) return name;
    if (constants.has(name) && tables.has(constants.get(name))) return constants.get(name);
    return null;
  };
  // Names bound to an entity's repository: injected, assigned, or returned by a method or getter. A name bound
  // twice (`const repo` in two methods) means, where it is used, its last binding above (or the first one).
  const bindings = [];
  for (const m of source.matchAll(/@InjectRepository\((\w+)\)\s*(?:(?:private|protected|public|readonly)\s+)*(\w+)/g))
    bindings.push({ name: m[2], entity: m[1], index: m.index });
  for (const m of source.matchAll(/\b(?:const|let)\s+(\w+)\s*=[^;\n]*?\bgetRepository(?:<[^>]*>)?\(\s*([\w']+)\s*\)\s*;/g))
    bindings.push({ name: m[1], entity: m[2], index: m.index });
  for (const m of source.matchAll(
    /^\s*(?:(?:private|protected|public|get)\s+)*(\w+)\(\)[^{\n]*\{\s*return [^;]*?\bgetRepository(?:<[^>]*>)?\(\s*([\w']+)\s*\)\s*;/gm,
  ))
    bindings.push({ name: m[1], entity: m[2], index: m.index });
  const boundAt = (name, index) => {
    const all = bindings.filter((b) => b.name === name);
    return (all.filter((b) => b.index < index).at(-1) ?? all[0])?.entity;
  };

  const add = (index, argument, how) => {
    const table = tableOf(argument);
    if (table) found.push({ line: lineAt(source, index), table, how });
  };
  // A write method on an entity class, or on a repository of one.
  for (const m of source.matchAll(new RegExp(`\\.(${WRITE})\\(\\s*(\\w+)\\s*[,)]`, 'g')))
    if (classes.has(m[2])) add(m.index, m[2], m[1]);
  for (const m of source.matchAll(new RegExp(`getRepository(?:<[^>]*>)?\\(\\s*([\\w']+)\\s*\\)\\s*\\.(${WRITE})\\(`, 'g')))
    add(m.index, m[1], m[2]);
  for (const m of source.matchAll(new RegExp(`(?<![\\w.])(?:this\\.)?(\\w+)(?:\\(\\))?\\s*\\.(${WRITE})\\(`, 'g')))
    if (boundAt(m[1], m.index)) add(m.index, boundAt(m[1], m.index), m[2]);
  // Query builders: `.insert().into(X)`, `.delete().from(X)`, `repo.createQueryBuilder()….update()/.insert()/.delete()`.
  for (const m of source.matchAll(/\.(?:insert\(\)\s*\.into|delete\(\)\s*\.from)\(\s*(\w+)/g))
    add(m.index, m[1], 'query builder');
  for (const m of source.matchAll(
    new RegExp(
      `(?:getRepository(?:<[^>]*>)?\\(\\s*([\\w']+)\\s*\\)|(?<![\\w.])(?:this\\.)?(\\w+)(?:\\(\\))?)\\s*\\.createQueryBuilder\\([^)]*\\)\\s*\\.(insert|update|delete)\\(\\)`,
      'g',
    ),
  )) {
    const entity = m[1] ?? boundAt(m[2], m.index);
    if (entity) add(m.index, entity, 'query builder');
  }
  for (const m of source.matchAll(/\.relation\(\s*(\w+)\s*,\s*'(\w+)'\s*\)/g)) {
    const join = joins.get(`${m[1]}.${m[2]}`);
    if (join) found.push({ line: lineAt(source, m.index), table: join, how: 'relation' });
  }
  for (const m of source.matchAll(SQL_WRITE))
    if (tables.has(m[1])) found.push({ line: lineAt(source, m.index), table: m[1], how: 'SQL' });
  // One entry per line and table.
  const seen = new Set();
  return found
    .filter(({ line, table }) => !seen.has(`${line} ${table}`) && seen.add(`${line} ${table}`))
    .sort((a, b) => a.line - b.line);
}

/**
 * The table of ARCHITECTURE.md between `<!-- writers: start -->` and `<!-- writers: end -->`: table → the
 * repository files of its second column (paths under backend/src, in backticks), with the line of each row.
 */
export function writersTableOf(text) {
  const block = text.split('<!-- writers: start -->')[1]?.split('<!-- writers: end -->')[0];
  if (block === undefined) return null;
  const rows = new Map();
  for (const line of block.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const table = /^`([a-z_0-9]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!table) continue;
    rows.set(
      table,
      [...(cells[1] ?? '').matchAll(/`([^`]+\.ts)`/g)].map((m) => m[1]),
    );
  }
  return rows;
}
