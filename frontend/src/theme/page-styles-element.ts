/**
 * Id of the element linking the styles of a server-rendered page (entry-server.tsx); its `data-names`
 * lists their class names, so the browser never inserts them again.
 */
export const PAGE_STYLES_ELEMENT_ID = 'page-styles';
