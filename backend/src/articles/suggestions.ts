/** How many articles an article's page suggests: the newest of its category, then of the whole site. */
export const SUGGESTED_COUNT = 3;
