import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LruByteCache } from '../public-cache/lru-byte-cache';

/** Where the stylesheets are served; the rest of the path is `<hash>.css`. */
export const PAGE_STYLES_PREFIX = '/blog/page-styles/';
const FILE_NAME = /^([A-Za-z0-9_-]{16})\.css$/;

/** 4 MB: a public page's component styles weigh about 20 KB, and most pages share theirs. */
const MAX_BYTES = 4 * 1024 * 1024;

/** Style sheets whose hash is remembered (a few kinds of pages share a few of them). */
const KNOWN_HASHES = 64;

interface StoredStyles {
  readonly css: string;
  readonly bytes: number;
}

/**
 * The component styles of the server-rendered pages, by the hash of their content, so that a page
 * links them as a stylesheet instead of carrying them inline: the home page, the category pages and
 * every article page share a few of them, which a reader's browser keeps from one page to the next.
 * Content never changes under a hash, so a link can be cached for a year.
 */
@Injectable()
export class PageStylesStore {
  private readonly lru = new LruByteCache<StoredStyles>(MAX_BYTES);
  private readonly hashes = new Map<string, string>();

  /** Keeps the styles and gives the path of their stylesheet. */
  put(css: string): string {
    // Most renders give styles already seen: their hash is looked up instead of computed again.
    let hash = this.hashes.get(css);
    if (hash === undefined) {
      hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
      if (this.hashes.size >= KNOWN_HASHES) this.hashes.clear();
      this.hashes.set(css, hash);
    }
    if (this.lru.get(hash) === undefined) this.lru.set(hash, { css, bytes: css.length });
    return `${PAGE_STYLES_PREFIX}${hash}.css`;
  }

  /** The styles served under this file name (`<hash>.css`), if this process rendered them. */
  get(fileName: string): string | undefined {
    const hash = FILE_NAME.exec(fileName)?.[1];
    return hash === undefined ? undefined : this.lru.get(hash)?.css;
  }
}
