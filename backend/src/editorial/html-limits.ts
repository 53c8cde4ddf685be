import { HttpStatus } from '@nestjs/common';
import { parseFragment } from 'parse5';
import { ApiError, badRequest } from '../common/http/api-error';
import { articleErrors } from '../i18n/errors';

/**
 * What one article's HTML may weigh before any parser, sanitizer or diff sees it. The longest real
 * guide of the blog is about 60 KB of HTML and 1,500 tags, a few levels deep; these caps leave it three
 * times the room while keeping the sanitizer's work under about 30 ms (links and images cost it most).
 * Size and tags are checked first, by a linear scan that allocates nothing per tag; only HTML within
 * those caps is parsed to measure its depth.
 */
export const ARTICLE_HTML_LIMITS = {
  /** Characters of HTML (UTF-16 units, as JavaScript counts them). */
  maxChars: 300_000,
  /** Tags, opening and closing. */
  maxTags: 5_000,
  /**
   * Levels of the tree an HTML5 parser builds, as a browser would (a `<p>` in a `<li>` in a `<ul>` is
   * three; `<b/>` opens a `<b>`; a stray `</div>` closes nothing).
   */
  maxDepth: 100,
} as const;

/** Throws the French 413 or 400 when `html` is over a limit; returns quietly otherwise. */
export function assertArticleHtmlShape(html: string, limits = ARTICLE_HTML_LIMITS): void {
  if (html.length > limits.maxChars) {
    throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, articleErrors.contentTooLarge(Math.round(limits.maxChars / 1000)));
  }
  if (countTags(html, limits.maxTags) > limits.maxTags) throw badRequest(articleErrors.contentTooManyTags(limits.maxTags));
  if (treeDepth(html) > limits.maxDepth) throw badRequest(articleErrors.contentTooDeep(limits.maxDepth));
}

/** Opening and closing tags (`<name`, `</name`; a `<` before anything else is text), counted up to `max + 1`. */
function countTags(html: string, max: number): number {
  let tags = 0;
  let at = html.indexOf('<');
  while (at !== -1 && tags <= max) {
    const nameStart = html.charCodeAt(at + 1) === 47 /* / */ ? at + 2 : at + 1;
    const first = html.charCodeAt(nameStart) | 32;
    if (first >= 97 && first <= 122) {
      tags += 1;
      const close = html.indexOf('>', nameStart);
      if (close === -1) break;
      at = html.indexOf('<', close + 1);
    } else at = html.indexOf('<', at + 1);
  }
  return tags;
}

interface TreeNode {
  nodeName: string;
  childNodes?: TreeNode[];
  /** A `<template>`'s own fragment. */
  content?: TreeNode;
  tagName?: string;
}

/**
 * The deepest element of the tree parse5 builds from `html`, as a browser does for the editor's
 * content; a token count cannot tell it (implied, reopened and foster-parented elements; `/>` that
 * closes nothing). Walked without recursion, since the tree is as deep as the input makes it.
 */
export function treeDepth(html: string): number {
  let deepest = 0;
  const nodes: TreeNode[] = [parseFragment(html)];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop() as TreeNode;
    const depth = depths.pop() as number;
    if (depth > deepest) deepest = depth;
    if (node.content) {
      nodes.push(node.content);
      depths.push(depth);
    }
    for (const child of node.childNodes ?? []) {
      if (child.tagName === undefined) continue;
      nodes.push(child);
      depths.push(depth + 1);
    }
  }
  return deepest;
}
