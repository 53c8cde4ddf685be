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

/**
 * The writing analysis of the article as typed: debounced, then run in idle time, off the typing path.
 * Null until the first analysis has run.
 */
export function useWritingAnalysis(input: ArticleInput): Analysis | null {
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const key = JSON.stringify(input);
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setAnalysis(analyzeArticle(JSON.parse(key) as ArticleInput)));
    }, ANALYSIS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [key]);
  return analysis;
}
