/**
 * Column types that differ between the two supported databases. MySQL's TEXT stops at 64 KiB, too
 * little for long articles, while SQLite has no MEDIUMTEXT. The database kind is fixed for the life of
 * a process (DATABASE_URL), so reading it here keeps entities, migrations and schema checks in step.
 */
const isMysql = Boolean(process.env.DATABASE_URL);

export const LONG_TEXT = isMysql ? 'mediumtext' : 'text';
