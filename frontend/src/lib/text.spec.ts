import { slugify } from './slug';
import { cardDescription, countWords, excerpt, readingTime, stripHtml } from './text';

describe('slug', () => {
  it('lower-cases, strips accents and joins words with single hyphens', () => {
    expect(slugify('Créer un serveur Minecraft : le guide !')).toBe('creer-un-serveur-minecraft-le-guide');
    expect(slugify('  --Été 2025 / FiveM--  ')).toBe('ete-2025-fivem');
    expect(slugify('Ça marche')).toBe('ca-marche');
  });
});

describe('excerpt and card description', () => {
  it('keeps short text as is, trimmed', () => {
    expect(excerpt('  Court texte  ')).toBe('Court texte');
  });

  it('cuts at 150 characters by default and adds an ellipsis', () => {
    const long = 'a'.repeat(200);
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
  });

  it('cuts card descriptions at 120 characters', () => {
    const text = 'x'.repeat(121);
    expect(cardDescription(text)).toBe(`${'x'.repeat(120)}...`);
    expect(cardDescription('x'.repeat(120))).toBe('x'.repeat(120));
    expect(cardDescription(null)).toBe('');
  });
});

describe('reading time', () => {
  it('strips tags, counts words and rounds up at 200 words per minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'mot').join(' ')}</p>`;
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(1000))).toBe(5);
    expect(readingTime('')).toBe(1);
  });

  it('counts words across tags and entities', () => {
    expect(stripHtml('<h2>Titre</h2><p>un&nbsp;deux <b>trois</b></p>')).toBe('Titre un deux trois');
    expect(countWords('<p>un</p><p>deux</p>')).toBe(2);
  });
});
