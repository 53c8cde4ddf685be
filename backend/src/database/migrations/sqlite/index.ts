import { Initial1795310993907 } from './1795310993907-Initial';

// Ordered list of SQLite migrations; `npm run migration:generate -- <Name>` appends to it.
export const SQLITE_MIGRATIONS: Function[] = [Initial1795310993907];
