/** The blocks the editor's tools save, as the conversion to and from article HTML reads and writes them. */

export interface ListItem {
  content: string;
  meta: Record<string, unknown>;
  items: ListItem[];
}

export interface ImageFile {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  srcset?: string;
  sizes?: string;
}

export type Block =
  | { type: 'paragraph'; data: { text: string } }
  | { type: 'header'; data: { text: string; level: number } }
  | { type: 'list'; data: { style: 'ordered' | 'unordered'; meta: Record<string, unknown>; items: ListItem[] } }
  | { type: 'quote'; data: { text: string; caption: string; alignment: 'left' } }
  | { type: 'code'; data: { code: string } }
  | {
      type: 'image';
      data: { file: ImageFile; caption: string; withBorder: boolean; stretched: boolean; withBackground: boolean };
    }
  | { type: 'embed'; data: { service: string; source: string; embed: string; width: number; height: number; caption: string } }
  | { type: 'raw'; data: { html: string } }
  | { type: 'offer'; data: { pid: number; cycle: string } };

/** A block as Editor.js hands it over: its data is whatever the tool saved. */
export interface LooseBlock {
  id?: string;
  type: string;
  data: unknown;
}
