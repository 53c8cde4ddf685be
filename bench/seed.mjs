// Bench data, written by the database itself (INSERT … SELECT over a numbers table): N published
// articles of ~1,000 words across 50 categories, 500 contributors with tags, credited rewards and
// the counters the app keeps (articles_approved, total_rewards_cents). Sending 100,000 articles of
// 7 KB through the driver would take minutes; generating them server-side takes seconds.

import { createRequire } from 'node:module';

// The search index's words are made by the app's own French analysis (backend/dist, built before a bench).
const require = createRequire(import.meta.url);
const { indexedBody, indexedText } = require('../backend/dist/search/french-analyzer.js');

export const CATEGORIES = 50;
export const CONTRIBUTORS = 500;
const TAGS = 20;
const REWARD_CENTS = 500;

/** ~1,000 words of French-looking text; the article number makes each one distinct. */
const PARAGRAPH =
  'Héberger un serveur de jeu demande de la mémoire, un processeur rapide et une bonne connexion réseau pour vos joueurs. ';
const TITLE = 'Guide du serveur de jeu numéro ';
const DESCRIPTION = 'Tout ce qu’il faut savoir pour héberger une partie.';
const WORDS_PER_PARAGRAPH = PARAGRAPH.trim().split(/\s+/).length;
export const PARAGRAPHS = Math.ceil(1000 / WORDS_PER_PARAGRAPH);

/**
 * `db.exec(sql, params)` runs one statement; `dialect` is 'mysql' or 'sqlite'. Everything is in one
 * transaction per table, so the database writes it in bulk.
 */
export async function seed(db, dialect, size) {
  const concat = (...parts) => (dialect === 'mysql' ? `CONCAT(${parts.join(', ')})` : parts.join(' || '));
  const repeat = (text, n) => (dialect === 'mysql' ? `REPEAT('${text}', ${n})` : `replace(hex(zeroblob(${n})), '00', '${text}')`);
  // An article published `n` minutes before now: the newest has the highest number.
  const minutesAgo = (expr) =>
    dialect === 'mysql' ? `DATE_SUB(NOW(), INTERVAL (${expr}) MINUTE)` : `datetime('now', '-' || (${expr}) || ' minutes')`;

  await db.exec('CREATE TABLE bench_digits (n INT NOT NULL PRIMARY KEY)');
  await db.exec(`INSERT INTO bench_digits (n) VALUES ${Array.from({ length: 1000 }, (_, i) => `(${i})`).join(',')}`);
  const numbers = (limit) =>
    `SELECT a.n * 1000 + b.n + 1 AS n FROM bench_digits a CROSS JOIN bench_digits b WHERE a.n * 1000 + b.n < ${limit}`;

  await db.transaction(async () => {
    await db.exec(
      `INSERT INTO categories (name, slug, description, color, icon, order_position, is_active)
       SELECT ${concat("'Catégorie '", 'n')}, ${concat("'categorie-'", 'n')}, 'Guides et actualités.', '#FACC15', 'folder', n, 1 FROM (${numbers(CATEGORIES)}) s`,
    );
    await db.exec(
      `INSERT INTO profile_tags (name, color) SELECT ${concat("'Spécialité '", 'n')}, '#FCD34D' FROM (${numbers(TAGS)}) s`,
    );
    await db.exec(
      `INSERT INTO users (username, display_name, email, password_hash, bio, role, is_active, token_version, total_rewards_cents, articles_approved)
       SELECT ${concat("'contrib'", 'n')}, ${concat("'Contributeur '", 'n')}, ${concat("'contrib'", 'n', "'@bench.local'")}, NULL,
              'Joueur et administrateur de serveurs depuis dix ans.', 'contributor', 1, 0, 0, 0 FROM (${numbers(CONTRIBUTORS)}) s`,
    );
  });
  const [{ first_user: firstUser }] = await db.query("SELECT MIN(id) AS first_user FROM users WHERE role = 'contributor'");
  const [{ first_cat: firstCat }] = await db.query('SELECT MIN(id) AS first_cat FROM categories');
  const [{ first_tag: firstTag }] = await db.query('SELECT MIN(id) AS first_tag FROM profile_tags');
  await db.transaction(async () => {
    // Two tags each.
    await db.exec(
      `INSERT INTO user_tags (user_id, tag_id) SELECT ${firstUser} + n - 1, ${firstTag} + (n % ${TAGS}) FROM (${numbers(CONTRIBUTORS)}) s`,
    );
    await db.exec(
      `INSERT INTO user_tags (user_id, tag_id) SELECT ${firstUser} + n - 1, ${firstTag} + ((n + 7) % ${TAGS}) FROM (${numbers(CONTRIBUTORS)}) s`,
    );
  });

  const content = concat("'<h2>Article '", 'n', "'</h2>'", `'<p>'`, `${repeat(PARAGRAPH, PARAGRAPHS)}`, "'</p>'");
  const batch = 10_000;
  for (let from = 0; from < size; from += batch) {
    const to = Math.min(size, from + batch);
    await db.transaction(() =>
      db.exec(
        `INSERT INTO articles (title, slug, short_description, content, featured_image, category_id, author_id, status, reading_time, views, published_at, created_at, updated_at)
         SELECT ${concat(`'${TITLE}'`, 'n')}, ${concat("'guide-serveur-'", 'n')}, '${DESCRIPTION}',
                ${content}, NULL, ${firstCat} + (n % ${CATEGORIES}), ${firstUser} + (n % ${CONTRIBUTORS}), 'published', 5, n % 1000,
                ${minutesAgo(`${size} - n`)}, ${minutesAgo(`${size} - n`)}, ${minutesAgo(`${size} - n`)}
         FROM (${numbers(to)}) s WHERE n > ${from}`,
      ),
    );
  }
  await seedSearch(db, dialect, concat);
  await db.transaction(async () => {
    await db.exec(
      `INSERT INTO rewards (article_id, article_title, submission_id, user_id, amount_cents, currency, status, attempts, credited_at)
       SELECT id, title, NULL, author_id, ${REWARD_CENTS}, 'EUR', 'credited', 1, published_at FROM articles`,
    );
    // The counters the app maintains on each write, set once here for the whole data set.
    await db.exec(
      `UPDATE users SET articles_approved = (SELECT COUNT(*) FROM articles a WHERE a.author_id = users.id AND a.status = 'published'),
                        total_rewards_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM rewards r WHERE r.user_id = users.id AND r.status = 'credited')
       WHERE role = 'contributor'`,
    );
  });
  await db.exec('DROP TABLE bench_digits');
  if (dialect === 'mysql') await db.exec('ANALYZE TABLE articles, users, categories, rewards');
  else await db.exec('ANALYZE');
}

/**
 * The search rows the publishing code writes for each published article (`article_search`), written by
 * the database from the same words: the article's number is its one rare word (title and heading).
 */
async function seedSearch(db, dialect, concat) {
  // A number is a word of its own; under 3 characters it carries `_` (see french-analyzer.ts).
  const numberTerm = `CASE WHEN n < 10 THEN ${concat('n', "'__'")} WHEN n < 100 THEN ${concat('n', "'_'")} ELSE ${concat('n', "''")} END`;
  const title = concat(`'${indexedText(TITLE)} '`, numberTerm);
  // The body's terms as the app stores them (each one a few times at most), the number's last.
  const body = concat(`'${indexedBody(`${DESCRIPTION} Article ${PARAGRAPH.repeat(PARAGRAPHS)}`)} '`, numberTerm);
  const numbered = `SELECT id, CAST(SUBSTR(slug, 15) AS ${dialect === 'mysql' ? 'UNSIGNED' : 'INTEGER'}) AS n FROM articles`;
  // The per-term counts the publishing code keeps beside them (`search_terms`, the empty term counting
  // the articles): the shared words are in every article, each number in one title.
  const titleTerms = new Set(indexedText(TITLE).split(' '));
  const shared = [
    ...new Set([...titleTerms, ...indexedBody(`${DESCRIPTION} Article ${PARAGRAPH.repeat(PARAGRAPHS)}`).split(' ')]),
  ];
  const [{ size }] = await db.query('SELECT COUNT(*) AS size FROM articles');
  const counts = [['', 0], ...shared.map((term) => [term, titleTerms.has(term) ? 1 : 0])];
  await db.transaction(async () => {
    await db.exec(
      `INSERT INTO article_search (article_id, title_terms, body_terms)
       SELECT a.id, ${title}, ${body} FROM articles a JOIN (${numbered}) s ON s.id = a.id`,
    );
    await db.exec(
      `INSERT INTO search_terms (term, docs, title_docs) VALUES ${counts.map(([term, inTitle]) => `('${term}', ${size}, ${inTitle ? size : 0})`).join(', ')}`,
    );
    await db.exec(`INSERT INTO search_terms (term, docs, title_docs) SELECT ${numberTerm}, 1, 1 FROM (${numbered}) s`);
  });
}

/** Adapters over mysql2 and better-sqlite3 with the two calls `seed` needs. */
export function mysqlAdapter(connection) {
  return {
    exec: async (sql) => void (await connection.query(sql)),
    query: async (sql) => (await connection.query(sql))[0],
    transaction: async (work) => {
      await connection.query('START TRANSACTION');
      try {
        await work();
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      }
    },
  };
}

export function sqliteAdapter(database) {
  return {
    exec: async (sql) => void database.exec(sql),
    query: async (sql) => database.prepare(sql).all(),
    transaction: async (work) => {
      database.exec('BEGIN');
      try {
        await work();
        database.exec('COMMIT');
      } catch (error) {
        database.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
