import { countWords } from '../../../../lib/text';

export interface WordCounterState {
  count: number;
  minimum: number;
  /** Spec §2.11: green with a check at or above the minimum, red below. */
  reached: boolean;
}

/** The contributor's live counter: words of the content, tags stripped, split on whitespace (spec §5). */
export function wordCounter(html: string, minimum: number): WordCounterState {
  const count = countWords(html);
  return { count, minimum, reached: count >= minimum };
}

/** Spec §5: the contributor's article must reach the minimum; the refusal text, or null. */
export function minimumWordsError(state: WordCounterState): string | null {
  return state.reached ? null : `Votre article doit contenir au moins ${state.minimum} mots (actuellement: ${state.count})`;
}
