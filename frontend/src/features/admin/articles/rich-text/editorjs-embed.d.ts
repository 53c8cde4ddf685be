/** @editorjs/embed ships types its package.json "exports" does not expose; only the class is used here. */
declare module '@editorjs/embed' {
  const Embed: unknown;
  export default Embed;
}
