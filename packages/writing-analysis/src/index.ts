export * from './analyze';
export { FRENCH_STOP_WORDS, fold, sentencesOf, stemsOf, wordsOf } from './french';
export { parseBlocks, type Block } from './html';
export { cutTitle, RESULT_TITLE_MAX_PX, titleWidthPx } from './pixel-width';
export { firstWordOf, hasTransition, isPassive } from './sentence-features';
export { syllablesOf } from './syllables';
