import EditorJS, { type OutputBlockData, type ToolConstructable, type ToolSettings } from '@editorjs/editorjs';
import CodeTool from '@editorjs/code';
import Embed from '@editorjs/embed';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import InlineCode from '@editorjs/inline-code';
import EditorjsList from '@editorjs/list';
import Quote from '@editorjs/quote';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { uploadImage } from '../use-article-actions';
import { editorMessages } from './editor-i18n';
import { installEnterFallback } from './enter-fallback';
import { EDITOR_CSS } from './editor-styles';
import { blocksToHtml, htmlToBlocks } from './html-blocks';
import { OfferTool } from './offer-tool';
import { RawHtmlTool } from './raw-html-tool';

/**
 * Everything Editor.js in one module, imported dynamically by RichEditor: the library and its tools
 * (~100 KB gzip) load only when the editor opens, never with the public pages or other admin screens.
 */

function injectStyles(): void {
  if (document.getElementById('rich-editor-styles')) return;
  const style = document.createElement('style');
  style.id = 'rich-editor-styles';
  style.textContent = EDITOR_CSS;
  document.head.appendChild(style);
}

/** Images go through /upload with the bearer token (the client adds it); the answer's sizes are kept for the HTML. */
const imageUploader = {
  async uploadByFile(file: Blob) {
    try {
      const image = await uploadImage(file as File);
      toast.success(frEditor.imageUploaded);
      const srcset = image.srcset.map((entry) => `${entry.url} ${entry.width}w`).join(', ');
      return {
        success: 1,
        file: {
          url: image.url,
          width: image.width,
          height: image.height,
          ...(srcset ? { srcset, sizes: '(max-width: 800px) 100vw, 800px' } : {}),
        },
      };
    } catch {
      toast.error(frEditor.uploadError);
      return { success: 0, file: { url: '' } };
    }
  },
  async uploadByUrl(url: string) {
    return { success: 1, file: { url } };
  },
};

const tools: Record<string, ToolConstructable | ToolSettings> = {
  header: {
    class: Header as unknown as ToolConstructable,
    inlineToolbar: true,
    config: { levels: [2, 3, 4, 5, 6], defaultLevel: 2 },
  },
  list: { class: EditorjsList as unknown as ToolConstructable, inlineToolbar: true, config: { defaultStyle: 'unordered' } },
  quote: { class: Quote as unknown as ToolConstructable, inlineToolbar: true },
  code: { class: CodeTool as unknown as ToolConstructable },
  image: {
    class: ImageTool as unknown as ToolConstructable,
    config: { uploader: imageUploader, features: { border: false, background: false, stretch: false } },
  },
  embed: {
    class: Embed as unknown as ToolConstructable,
    inlineToolbar: true,
    config: { services: { youtube: true, vimeo: true } },
  },
  inlineCode: { class: InlineCode as unknown as ToolConstructable },
  raw: { class: RawHtmlTool as unknown as ToolConstructable },
  offer: { class: OfferTool as unknown as ToolConstructable },
};

export interface EditorHandle {
  /** The current content as HTML. */
  save(): Promise<string>;
  /** Puts the caret at the start of a block (its index in the content) and scrolls it into view. */
  focusBlock(index: number): void;
  destroy(): void;
}

export async function createEditor(
  holder: HTMLElement,
  initialHtml: string,
  onChange: (html: string) => void,
): Promise<EditorHandle> {
  injectStyles();
  const toHtml = (blocks: OutputBlockData[]) => blocksToHtml(blocks.map((b) => ({ type: b.type, data: b.data as unknown })));
  const editor: EditorJS = new EditorJS({
    holder,
    tools,
    data: { blocks: htmlToBlocks(initialHtml) },
    i18n: { messages: editorMessages },
    // Every text block gets the same inline tools, the paragraph included.
    inlineToolbar: ['bold', 'italic', 'link', 'inlineCode'],
    placeholder: frEditor.contentPlaceholder,
    minHeight: 240,
    onChange: async (api) => {
      const output = await api.saver.save();
      onChange(toHtml(output.blocks));
    },
  });
  await editor.isReady;
  const removeEnterFallback = installEnterFallback(holder, editor);
  return {
    async save() {
      const output = await editor.save();
      return toHtml(output.blocks);
    },
    focusBlock(index) {
      const block = editor.blocks.getBlockByIndex(index);
      if (!block) return;
      block.holder.scrollIntoView({ block: 'center' });
      editor.caret.setToBlock(index, 'start');
    },
    destroy() {
      removeEnterFallback();
      editor.destroy();
    },
  };
}
