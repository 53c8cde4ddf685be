import { minimumWordsError, wordCounter } from './word-count';

describe('the contributor word counter (spec §2.11, §5)', () => {
  it('counts words of the content with the tags stripped', () => {
    expect(
      wordCounter('<h2>Titre du guide</h2><p>Un <strong>serveur</strong> rapide&nbsp;et stable.</p><ul><li>Java</li></ul>', 300)
        .count,
    ).toBe(9);
    expect(wordCounter('', 300).count).toBe(0);
  });

  it('is reached at the minimum, not below', () => {
    const at = wordCounter(`<p>${Array.from({ length: 300 }, () => 'mot').join(' ')}</p>`, 300);
    const below = wordCounter(`<p>${Array.from({ length: 299 }, () => 'mot').join(' ')}</p>`, 300);
    expect(at).toEqual({ count: 300, minimum: 300, reached: true });
    expect(below.reached).toBe(false);
  });

  it('refuses a short article with the spec text and both counts', () => {
    expect(minimumWordsError(wordCounter('<p>trop court</p>', 300))).toBe(
      'Votre article doit contenir au moins 300 mots (actuellement: 2)',
    );
    expect(minimumWordsError(wordCounter('<p>assez</p>', 1))).toBeNull();
  });
});
