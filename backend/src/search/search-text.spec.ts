import { highlightedExcerpt } from './excerpt';
import { indexedText, parseQuery, queryKey, queryTerms } from './french-analyzer';
import { htmlToText } from './plain-text';
import { searchCacheKey } from './search-cache-key';

describe('French analysis of indexed text and queries', () => {
  it('folds case and accents before stemming, so both spellings meet', () => {
    expect(queryTerms('securite')).toEqual(queryTerms('Sécurité'));
    expect(queryTerms('serveurs')).toEqual(queryTerms('serveur'));
    expect(queryTerms('hébergements')).toEqual(queryTerms('Hebergement'));
  });

  it('leaves out stop words and punctuation, and keeps short words searchable', () => {
    expect(queryTerms('le la les de des, et ou !')).toEqual([]);
    expect(queryTerms('"*-( MATCH AGAINST')).toEqual(['match', 'against']);
    // InnoDB skips words under 3 characters and its own stop words: they carry a suffix.
    expect(indexedText('VPS PC how')).toBe('vp_ pc_ how_');
  });

  it('cuts a long query and its number of terms', () => {
    const terms = queryTerms(Array.from({ length: 100 }, (_, i) => `mot${i}`).join(' '));
    expect(terms.length).toBeLessThanOrEqual(12);
  });
});

describe('search query', () => {
  it('reads the last word as a beginning, the others as whole words, stemmed', () => {
    expect(parseQuery('serveurs minecr')).toEqual({ terms: ['serveur', 'minecr'], phrases: [], prefix: true });
    expect(parseQuery('mc')).toEqual({ terms: ['mc_'], phrases: [], prefix: false });
  });

  it('keeps a quoted phrase, French quotes too, whose words are whole', () => {
    expect(parseQuery('"serveur minecraft"')).toEqual({
      terms: ['serveur', 'minecraft'],
      phrases: ['serveur minecraft'],
      prefix: false,
    });
    expect(parseQuery('« serveurs de Minecraft » hébergement')).toEqual({
      terms: ['serveur', 'minecraft', 'heberg'],
      phrases: ['serveur minecraft'],
      prefix: true,
    });
  });

  it('gives one key to the queries looked up alike', () => {
    expect(queryKey(parseQuery('Serveurs  Minecraft'))).toBe(queryKey(parseQuery('serveur minecraft ')));
    expect(queryKey(parseQuery('"serveur minecraft"'))).not.toBe(queryKey(parseQuery('serveur minecraft')));
  });
});

describe('search excerpts', () => {
  const terms = new Set(queryTerms('serveurs minecraft'));

  it('marks the words found, whatever their form', () => {
    expect(highlightedExcerpt('Créer son serveur Minecraft en 2025.', terms)).toBe(
      'Créer son <mark>serveur</mark> <mark>Minecraft</mark> en 2025.',
    );
  });

  it('escapes everything else, so no text becomes markup', () => {
    const text = htmlToText('<p>&lt;img src=x onerror=alert(1)&gt; un serveur &amp; "toi"</p>');
    const html = highlightedExcerpt(text, terms);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; un <mark>serveur</mark> &amp; &quot;toi&quot;');
  });

  it('marks the words that begin as the last word typed', () => {
    expect(highlightedExcerpt('Un serveur Minecraft, vite.', new Set<string>(), 'minecr')).toBe(
      'Un serveur <mark>Minecraft</mark>, vite.',
    );
  });

  it('leaves no space before punctuation where a tag closed', () => {
    expect(htmlToText('<p>Un <strong>serveur</strong>, un <em>VPS</em>. (<a href="/x">lien</a>) .NET</p>')).toBe(
      'Un serveur, un VPS. (lien) .NET',
    );
  });

  it('starts near the first word found in a long text', () => {
    const html = highlightedExcerpt(`${'Lorem ipsum dolor sit amet. '.repeat(20)}Un serveur ici.`, terms);
    expect(html.startsWith('… ')).toBe(true);
    expect(html).toContain('<mark>serveur</mark>');
  });
});

describe('search cache key', () => {
  it('is the normalized query: spellings of the same words share one answer', () => {
    expect(searchCacheKey('/blog/api/search?q=S%C3%A9curit%C3%A9%20des%20serveurs')).toBe(
      searchCacheKey('/blog/api/search?q=securite+serveur'),
    );
    expect(searchCacheKey('/blog/api/search?q=serveur&page=2')).not.toBe(searchCacheKey('/blog/api/search?q=serveur'));
  });

  it('leaves anything but a plain search to its own URL', () => {
    expect(searchCacheKey('/blog/api/articles?q=x')).toBeNull();
    expect(searchCacheKey('/blog/api/search?q=x&limit=5')).toBeNull();
    expect(searchCacheKey('/blog/api/search?q=x&q=y')).toBeNull();
    expect(searchCacheKey('/blog/api/search?q=x&page=abc')).toBeNull();
  });

  it('gives the same key when a URL is asked again, however many others came between', () => {
    const url = '/blog/api/search?q=H%C3%A9bergement+Minecraft&page=2';
    const first = searchCacheKey(url);
    expect(searchCacheKey(url)).toBe(first);
    for (let i = 0; i < 2500; i += 1) searchCacheKey(`/blog/api/search?q=mot${i}`);
    expect(searchCacheKey(url)).toBe(first);
    expect(searchCacheKey('/blog/api/search?q=x&q=y')).toBeNull();
    expect(searchCacheKey('/blog/api/search?q=x&q=y')).toBeNull();
    const long = `/blog/api/search?q=serveur${'+'.repeat(600)}`;
    expect(searchCacheKey(long)).toBe(searchCacheKey('/blog/api/search?q=serveur'));
  });
});
