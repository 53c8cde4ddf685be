import { ApiError } from '../common/http/api-error';
import { articleErrors } from '../i18n/errors';
import { ARTICLE_TEXT_LIMITS, cleanArticleContent } from './article-cleaner';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return (error.getResponse() as { error: string }).error;
    throw error;
  }
  throw new Error('not refused');
};

describe('article cleaner', () => {
  const complete = {
    title: '  Installer Paper  ',
    content: '<p>Bonjour</p><script>x()</script>',
    short_description: 'Résumé',
    featured_image: '/blog/uploads/a.png',
    category_id: 3,
    meta_title: ' Titre SEO ',
    meta_description: '',
    meta_keywords: 'paper, minecraft',
    focus_keyword: '  serveur Paper ',
  };

  it('cleans a save: trimmed text, sanitized HTML, a blank meta description falls back to the summary', () => {
    const fields = cleanArticleContent({ ...complete, slug: 'mon-slug' }, 'strict');
    expect(fields).toEqual({
      title: 'Installer Paper',
      content: '<p>Bonjour</p>',
      slugWanted: 'mon-slug',
      short_description: 'Résumé',
      featured_image: '/blog/uploads/a.png',
      category_id: 3,
      meta_title: 'Titre SEO',
      meta_description: 'Résumé',
      meta_keywords: 'paper, minecraft',
      focus_keyword: 'serveur Paper',
    });
  });

  it('refuses a save without a title, or whose content is empty once cleaned', () => {
    expect(refusal(() => cleanArticleContent({ ...complete, title: '  ' }, 'strict'))).toBe(
      articleErrors.titleAndContentRequired.text,
    );
    expect(refusal(() => cleanArticleContent({ ...complete, content: '<script>x()</script>' }, 'strict'))).toBe(
      articleErrors.titleAndContentRequired.text,
    );
  });

  it('refuses a save whose image address is not allowed', () => {
    expect(refusal(() => cleanArticleContent({ ...complete, featured_image: 'javascript:alert(1)' }, 'strict'))).toBe(
      articleErrors.imageUrlInvalid.text,
    );
  });

  it('leaves the category as it is when a save does not name one', () => {
    expect(cleanArticleContent({ ...complete, category_id: undefined }, 'strict').category_id).toBeUndefined();
  });

  it('keeps an incomplete autosave as typed, with no meta description fallback', () => {
    const { fields, dropped } = cleanArticleContent({ short_description: 'Résumé', slug: ' brouillon ' }, 'lenient');
    expect(fields).toEqual({
      title: '',
      slug: 'brouillon',
      content: '',
      short_description: 'Résumé',
      featured_image: null,
      category_id: null,
      meta_title: null,
      meta_description: null,
      meta_keywords: null,
      focus_keyword: null,
    });
    expect(dropped).toEqual([]);
  });

  it('reports the image address an autosave could not keep instead of dropping it silently', () => {
    const { fields, dropped } = cleanArticleContent({ ...complete, featured_image: 'images/photo.png' }, 'lenient');
    expect(fields.featured_image).toBeNull();
    expect(dropped).toEqual(['featured_image']);
    expect(fields.title).toBe('Installer Paper');
  });

  it('cuts plain text to the same limits in both modes', () => {
    const long = 'a'.repeat(ARTICLE_TEXT_LIMITS.title + 20);
    expect(cleanArticleContent({ ...complete, title: long }, 'strict').title).toHaveLength(ARTICLE_TEXT_LIMITS.title);
    expect(cleanArticleContent({ ...complete, title: long }, 'lenient').fields.title).toHaveLength(ARTICLE_TEXT_LIMITS.title);
  });
});
