import type EditorJS from '@editorjs/editorjs';

/** Blocks whose Enter always starts a new paragraph in Editor.js (the tools that keep line breaks are not here). */
const SPLIT_ON_ENTER = '.ce-paragraph, .ce-header';

/**
 * Editor.js binds a new block's keydown listener only when the browser is next idle
 * (`requestIdleCallback`, up to two seconds later). An Enter typed right after a paragraph was pasted or
 * inserted, before that moment, reaches no Editor.js handler: the browser then runs its own Enter and
 * nests a `<div>` in the paragraph, which the saved HTML flattens into the previous line. This listener,
 * on the editor's holder (so after any block's own), does what Editor.js would have done with an Enter
 * it did not take: the text after the caret becomes a new paragraph just below, where the caret goes.
 */
export function installEnterFallback(holder: HTMLElement, editor: EditorJS): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(SPLIT_ON_ENTER) : null;
    const block = target?.closest('.ce-block');
    const selection = window.getSelection();
    if (!target || !block || !holder.contains(block) || !selection || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0);
    if (!target.contains(range.startContainer)) return;
    event.preventDefault();
    range.deleteContents();
    const tail = document.createRange();
    tail.setStart(range.startContainer, range.startOffset);
    tail.setEnd(target, target.childNodes.length);
    const rest = document.createElement('div');
    rest.appendChild(tail.extractContents());
    const index = Array.from(holder.querySelectorAll('.ce-block')).indexOf(block);
    const text = rest.textContent?.trim() ? rest.innerHTML : '';
    editor.blocks.insert('paragraph', { text }, undefined, index + 1, true);
    editor.caret.setToBlock(index + 1, 'start');
  };
  holder.addEventListener('keydown', onKeyDown);
  return () => holder.removeEventListener('keydown', onKeyDown);
}
