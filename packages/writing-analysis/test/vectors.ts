import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as WritingAnalysis from '../src';

/**
 * The French test vectors (test-vectors/writing-analysis.json) as Jest tests, for whichever copy of
 * the module a test suite loads: the package's own in Node, the editor's through its bundler alias in
 * a browser-like environment. Both must pass the same file.
 */
interface Vectors {
  syllableAccuracy: number;
  syllables: { word: string; syllables: number }[];
  sentences: { text: string; sentences: string[] }[];
  words: { text: string; words: string[] }[];
  passive: { sentence: string; passive: boolean }[];
  transitions: { sentence: string; transition: boolean }[];
  readingEase: {
    tolerance: number;
    texts: { text: string; words: number; sentences: number; syllables: number; score: number }[];
  };
}

export const vectors = JSON.parse(
  readFileSync(resolve(__dirname, '../../../test-vectors/writing-analysis.json'), 'utf8'),
) as Vectors;

export function describeVectors(analysis: typeof WritingAnalysis): void {
  describe('French test vectors (test-vectors/writing-analysis.json)', () => {
    it(`holds at least 300 syllable counts and matches ${vectors.syllableAccuracy * 100} % of them`, () => {
      expect(vectors.syllables.length).toBeGreaterThanOrEqual(300);
      const misses = vectors.syllables
        .filter((v) => analysis.syllablesOf(v.word) !== v.syllables)
        .map((v) => `${v.word}: ${analysis.syllablesOf(v.word)} au lieu de ${v.syllables}`);
      expect(misses.length / vectors.syllables.length).toBeLessThanOrEqual(1 - vectors.syllableAccuracy);
    });

    it.each(vectors.sentences)('splits « $text » into its sentences', ({ text, sentences }) => {
      expect(analysis.sentencesOf(text)).toEqual(sentences);
    });

    it.each(vectors.words)('reads the words of « $text »', ({ text, words }) => {
      expect(analysis.wordsOf(text)).toEqual(words);
    });

    it.each(vectors.passive)('« $sentence » passive: $passive', ({ sentence, passive }) => {
      expect(analysis.isPassive(sentence)).toBe(passive);
    });

    it.each(vectors.transitions)('« $sentence » has a transition word: $transition', ({ sentence, transition }) => {
      expect(analysis.hasTransition(sentence)).toBe(transition);
    });

    it.each(vectors.readingEase.texts)('scores « $text » near $score', (reference) => {
      const result = analysis.analyzeArticle({ title: '', content: `<p>${reference.text}</p>` });
      expect(result.stats.words).toBe(reference.words);
      expect(result.stats.sentences).toBe(reference.sentences);
      const ease = analysis.kandelMoles(result.stats.words, result.stats.sentences, result.stats.syllables);
      expect(Math.abs(ease - reference.score)).toBeLessThanOrEqual(vectors.readingEase.tolerance);
      // The formula itself, on the reference counts.
      expect(analysis.kandelMoles(reference.words, reference.sentences, reference.syllables)).toBeCloseTo(reference.score, 1);
    });
  });
}
