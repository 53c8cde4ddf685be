import { analyzeArticle, type Analysis, type ArticleInput } from '@blog/writing-analysis';
import { useEffect, useState } from 'react';

/** Quiet time after the last keystroke before the analysis runs. */
export const ANALYSIS_DELAY_MS = 400;

/** Runs `task` when the browser is idle (a keystroke never waits for it), at the latest after a second. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** The name of each analysis's duration in the page's performance timeline (read by `npm run bench:editor`). */
export const ANALYSIS_MEASURE = 'writing-analysis';

/**
 * Whether this tab runs without the assistant: `npm run bench:editor` measures typing with and without it
 * (sessionStorage `writing-assistant` = `off`). Nobody else sets it.
 */
export function assistantSwitchedOff(): boolean {
  try {
    return sessionStorage.getItem('writing-assistant') === 'off';
  } catch {
    return false;
  }
}

function analyze(input: ArticleInput): Analysis {
  const started = performance.now();
  const analysis = analyzeArticle(input);
  performance.measure(ANALYSIS_MEASURE, { start: started, end: performance.now() });
  return analysis;
}

/**
 * The writing analysis of the article as typed: debounced, then run in idle time, off the typing path.
 * Null until the first analysis has run, and while `enabled` is false.
 */
export function useWritingAnalysis(input: ArticleInput, enabled = true): Analysis | null {
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!enabled) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setAnalysis(analyze(JSON.parse(key) as ArticleInput)));
    }, ANALYSIS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [key, enabled]);
  return analysis;
}
