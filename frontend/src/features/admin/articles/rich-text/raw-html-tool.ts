import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { frEditor } from '../../../../i18n/fr-editor';

interface RawData {
  html: string;
}

/**
 * A block for HTML the editor has no tool for (tables, horizontal rules…), so an article written
 * elsewhere keeps it. It shows the rendered HTML and, on demand, its source for editing. The HTML
 * is sanitized by the server when the article is saved, like every other block.
 */
export class RawHtmlTool implements BlockTool {
  static get toolbox() {
    return {
      title: 'HTML brut',
      icon: '<svg width="17" height="17" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M16 18l6-6-6-6M8 6l-6 6 6 6"/></svg>',
    };
  }

  static get isReadOnlySupported() {
    return true;
  }

  private html: string;
  private readonly readOnly: boolean;
  private textarea: HTMLTextAreaElement | null = null;

  constructor({ data, readOnly }: BlockToolConstructorOptions<RawData>) {
    this.html = typeof data?.html === 'string' ? data.html : '';
    this.readOnly = readOnly;
  }

  render(): HTMLElement {
    const wrapper = document.createElement('div');
    wrapper.className = 'raw-html-block';
    const preview = document.createElement('div');
    preview.className = 'raw-html-preview article-body';
    // Same content the article page renders; it comes from the stored (sanitized) article.
    preview.innerHTML = this.html;
    wrapper.appendChild(preview);
    if (this.readOnly) return wrapper;
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'raw-html-toggle';
    toggle.textContent = frEditor.rawEdit;
    toggle.addEventListener('click', () => {
      if (this.textarea) {
        this.html = this.textarea.value;
        preview.innerHTML = this.html;
        this.textarea.remove();
        this.textarea = null;
        toggle.textContent = frEditor.rawEdit;
        return;
      }
      this.textarea = document.createElement('textarea');
      this.textarea.className = 'raw-html-source';
      this.textarea.value = this.html;
      this.textarea.rows = 6;
      wrapper.insertBefore(this.textarea, toggle);
      toggle.textContent = frEditor.rawPreview;
    });
    wrapper.appendChild(toggle);
    return wrapper;
  }

  save(): RawData {
    return { html: this.textarea ? this.textarea.value : this.html };
  }
}
