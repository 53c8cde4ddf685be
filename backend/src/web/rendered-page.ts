import type { AnswerScope } from '../public-cache/answer-scope';

export interface RenderedPage {
  status: number;
  /** For a 301 (an article's former address): where it lives now. */
  location?: string;
  /** The whole page, encoded. */
  html: Buffer;
  /** Where the time went, in ms: reading the data, and React's render (synchronous, so CPU time). */
  timings: { dataMs: number; renderMs: number };
  /** Which changes make it stale (for the public cache). */
  scope: AnswerScope;
  /** For an article page: the recent articles its sidebar shows (their API answer). */
  recent?: unknown;
}
