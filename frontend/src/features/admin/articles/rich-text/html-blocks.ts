/**
 * Editor.js blocks ⇄ article HTML. Articles are stored as HTML (spec §3), so the editor converts on
 * load and on save; HTML written elsewhere (the demo articles, an import) must open without losing
 * headings, lists, links, images or emphasis. Anything the editor has no block for (tables, rules…)
 * becomes a `raw` block that carries its HTML through untouched.
 *
 * Parsing uses the browser's DOMParser (jsdom in tests); nothing here runs on the server.
 */

export type { Block, ImageFile, ListItem, LooseBlock } from './block-types';
export { blocksToHtml } from './blocks-to-html';
export { htmlToBlocks } from './html-to-blocks';
export { safeHref } from './links';
