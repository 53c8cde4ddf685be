import { articleAnswerScope } from './article-answer-scope';

describe('articleAnswerScope', () => {
  it("scopes an article's answer to it only when its suggestions all come from its category", () => {
    const article = { slug: 'a', category_id: 4, author_id: 9 };
    const same = { category_id: 4 };
    expect(articleAnswerScope({ article, suggested: [same, same, same] })).toEqual({
      kind: 'article',
      slug: 'a',
      categoryId: 4,
      authorId: 9,
      recent: null,
    });
    expect(articleAnswerScope({ article, suggested: [same, same, { category_id: 5 }] }).kind).toBe('global');
    expect(articleAnswerScope({ article, suggested: [same, same] }).kind).toBe('global');
    expect(articleAnswerScope({ success: false, notFound: true }).kind).toBe('global');
  });
});
