import { slugify, uniqueSlug } from './slug';
import { countWords, excerpt, readingTime, stripTags } from './words';

describe('slugify (spec §5)', () => {
  it('lower-cases, strips accents and joins words with hyphens', () => {
    expect(slugify('Créer un serveur Minecraft en 5 minutes !')).toBe('creer-un-serveur-minecraft-en-5-minutes');
  });
  it('collapses runs of symbols and trims hyphens at both ends', () => {
    expect(slugify('  --Été & hiver : FiveM / VPS--  ')).toBe('ete-hiver-fivem-vps');
  });
  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps the slug when it is free and numbers it from 2 when taken', async () => {
    const taken = new Set(['guide', 'guide-2']);
    expect(await uniqueSlug('Autre', async (s) => taken.has(s))).toBe('autre');
    expect(await uniqueSlug('Guide', async (s) => taken.has(s))).toBe('guide-3');
  });
  it('falls back to a readable slug when the text has none', async () => {
    expect(await uniqueSlug('???', async () => false)).toBe('sans-titre');
  });
});

describe('word count and reading time (spec §5, §9)', () => {
  it('counts words of the text without the tags', () => {
    expect(countWords('<p>Bonjour <strong>le</strong> monde</p><ul><li>un</li></ul>')).toBe(4);
    expect(stripTags('<p>a&nbsp;b</p>')).toBe('a b');
  });
  it('reads 200 words a minute, rounded up, one minute at least', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime('mot '.repeat(200))).toBe(1);
    expect(readingTime('mot '.repeat(201))).toBe(2);
    expect(readingTime(`<p>${'mot '.repeat(1000)}</p>`)).toBe(5);
  });
});

describe('excerpt (spec §9)', () => {
  it('keeps short text as is and cuts long text at 150 characters with an ellipsis', () => {
    expect(excerpt('  court  ')).toBe('court');
    const long = 'a'.repeat(200);
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
  });
});
