/**
 * A new article being written is told apart from the user's other new ones by a key the editor chooses
 * (it travels in the editor's address). `1` is the new article of the path `new`, the only one a user
 * had before new articles had keys.
 */
export const FIRST_DRAFT_KEY = '1';
export const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;
