/**
 * Editor.js ships light styles; these adapt its toolbars, popovers and blocks to the site's dark
 * theme (same variables as the public pages), and render the content like the article page does.
 */
export const EDITOR_CSS = `
.rich-editor { color: var(--color-text, #F3F4F6); font-size: 1rem; line-height: 1.7; }
.rich-editor .codex-editor__redactor { padding-bottom: 120px !important; }
.rich-editor .ce-block__content, .rich-editor .ce-toolbar__content { max-width: none; margin: 0 0 0 56px; }
.rich-editor .ce-toolbar__actions { right: 100%; }
.rich-editor .ce-paragraph { line-height: 1.7; }
.rich-editor .ce-paragraph[data-placeholder]:empty::before, .rich-editor [data-placeholder]:empty::before { color: var(--color-text-secondary, #9CA3AF); opacity: 0.7; }
.rich-editor .ce-header { color: var(--color-text, #F3F4F6); }
.rich-editor h2.ce-header { font-size: 1.6em; font-weight: 800; line-height: 1.25; }
.rich-editor h3.ce-header { font-size: 1.3em; font-weight: 700; }
.rich-editor h4.ce-header, .rich-editor h5.ce-header, .rich-editor h6.ce-header { font-size: 1.1em; font-weight: 700; }
.rich-editor a { color: var(--color-primary, #FACC15); text-decoration: underline; }
.rich-editor .inline-code, .rich-editor code { background: rgba(255,255,255,0.08); color: inherit; padding: 0.1em 0.35em; border-radius: 4px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
.rich-editor .ce-code__textarea { background: #0B0F14; color: #E5E7EB; border: 1px solid rgba(255,255,255,0.1); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; min-height: 120px; }
.rich-editor .cdx-quote__text { border-left: 4px solid var(--color-primary, #FACC15); padding-left: 1em; font-style: italic; min-height: 2.5em; }
.rich-editor .cdx-input { background: rgba(255,255,255,0.04); border: 1px solid rgba(255,255,255,0.12); color: inherit; box-shadow: none; border-radius: 8px; }
.rich-editor .cdx-button { background: rgba(255,255,255,0.06); border: 1px solid rgba(255,255,255,0.16); color: inherit; box-shadow: none; border-radius: 8px; }
.rich-editor .cdx-button:hover { background: rgba(255,255,255,0.12); }
.rich-editor .image-tool__image { background: rgba(255,255,255,0.04); border-radius: 8px; }
.rich-editor .image-tool__image-picture { border-radius: 8px; }
.rich-editor .image-tool--withBackground .image-tool__image { background: rgba(255,255,255,0.06); }
.rich-editor .ce-block--selected .ce-block__content { background: color-mix(in srgb, var(--color-primary, #FACC15) 14%, transparent); border-radius: 6px; }
.rich-editor .ce-toolbar__plus, .rich-editor .ce-toolbar__settings-btn { color: var(--color-text, #F3F4F6); background: rgba(255,255,255,0.06); border-radius: 6px; }
.rich-editor .ce-toolbar__plus:hover, .rich-editor .ce-toolbar__settings-btn:hover { background: rgba(255,255,255,0.14); }
.rich-editor .ce-popover, .rich-editor .ce-inline-toolbar, .rich-editor .ce-conversion-toolbar, .rich-editor .ce-settings {
  --color-background: #1E2530; --color-text-primary: #F3F4F6; --color-text-secondary: #9CA3AF; --color-border: rgba(255,255,255,0.12);
  --color-background-item-hover: rgba(255,255,255,0.08); --color-background-item-focus: rgba(255,255,255,0.12);
  --color-background-icon-active: color-mix(in srgb, var(--color-primary, #FACC15) 25%, transparent); --color-text-icon-active: #FACC15;
  --color-shadow: rgba(0,0,0,0.5); --color-background-item-confirm: #DC2626; --color-background-item-confirm-hover: #B91C1C;
  color: #F3F4F6;
}
.rich-editor .ce-popover__container, .rich-editor .ce-popover--inline .ce-popover__container { background: #1E2530; border-color: rgba(255,255,255,0.12); }
.rich-editor .ce-popover-item__icon { background: rgba(255,255,255,0.06); box-shadow: none; color: #F3F4F6; }
.rich-editor .cdx-search-field { background: rgba(255,255,255,0.06); border-color: rgba(255,255,255,0.12); }
.rich-editor .cdx-search-field__input { color: #F3F4F6; }
.rich-editor .ce-inline-tool-input { background: #1E2530; color: #F3F4F6; border-top-color: rgba(255,255,255,0.12); }
.rich-editor .ce-inline-tool, .rich-editor .ce-inline-toolbar__dropdown { color: #F3F4F6; }
.rich-editor .ce-inline-tool:hover, .rich-editor .ce-inline-toolbar__dropdown:hover { background: rgba(255,255,255,0.08); }
.rich-editor .cdx-list__item { padding: 3px 0; }
.rich-editor .cdx-list__checkbox-check { border-color: rgba(255,255,255,0.4); }
.rich-editor .embed-tool__content { border-radius: 8px; }
.rich-editor .raw-html-block { border: 1px dashed rgba(255,255,255,0.2); border-radius: 8px; padding: 12px; }
.rich-editor .raw-html-preview table { width: 100%; border-collapse: collapse; }
.rich-editor .raw-html-preview th, .rich-editor .raw-html-preview td { border: 1px solid rgba(255,255,255,0.12); padding: 0.4em; }
.rich-editor .raw-html-source { width: 100%; margin-top: 8px; background: #0B0F14; color: #E5E7EB; border: 1px solid rgba(255,255,255,0.12); border-radius: 6px; padding: 8px; font-family: ui-monospace, monospace; font-size: 0.85em; }
.rich-editor .raw-html-toggle { margin-top: 8px; font-size: 0.8em; color: var(--color-primary, #FACC15); cursor: pointer; background: none; border: 0; }
.rich-editor .offer-block { border: 1px dashed rgba(250,204,21,0.5); border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 8px; }
.rich-editor .offer-block-search, .rich-editor .offer-block-cycle { width: 100%; background: #0B0F14; color: #F3F4F6; border: 1px solid rgba(255,255,255,0.15); border-radius: 6px; padding: 6px 8px; }
.rich-editor .offer-block-results { list-style: none; margin: 0; padding: 0; max-height: 160px; overflow-y: auto; display: flex; flex-wrap: wrap; gap: 6px; }
.rich-editor .offer-block-pick { background: rgba(255,255,255,0.08); color: #F3F4F6; border: 0; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.rich-editor .offer-block-pick:hover { background: rgba(250,204,21,0.2); }
.rich-editor .offer-block-status, .rich-editor .offer-block-chosen { font-size: 0.85em; color: #9CA3AF; }
.rich-editor .offer-card { display: flex; flex-direction: column; gap: 4px; padding: 12px; border-radius: 10px; border: 1px solid var(--color-primary, #FACC15); background: #1E2530; }
.rich-editor .offer-card-name { font-weight: 800; }
.rich-editor .offer-card-features { list-style: none; padding: 0; font-size: 0.85em; color: #9CA3AF; }
.rich-editor .offer-card-price { font-weight: 700; color: var(--color-primary, #FACC15); }
.rich-editor .offer-card-order { align-self: flex-start; padding: 4px 12px; border-radius: 6px; background: var(--color-primary, #FACC15); color: #111827; font-weight: 700; }
@media (max-width: 650px) { .rich-editor .ce-block__content, .rich-editor .ce-toolbar__content { margin-left: 0; } }
`;
