import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { toArticleDetail, toArticleListItem } from '../src/editorial/article-mappers';
import { ArticleSuggestions } from '../src/articles/article-suggestions';
import { ArticlesRepository } from '../src/articles/articles.repository';
import { Article } from '../src/editorial/entities/article.entity';
import { words } from './support/articles';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The public reads are written in SQL for speed: they must give what the query builder gives for the
 * same statements, on both databases (dates, joins, missing category or author, an author's tags).
 */
let t: TestApp;
let admin: string;
let repository: ArticlesRepository;
let suggestions: ArticleSuggestions;
let entities: Repository<Article>;
const slugs: Record<string, string> = {};
let big: number;

const listQuery = () =>
  entities
    .createQueryBuilder('a')
    .select(['a.id', 'a.slug', 'a.title', 'a.short_description', 'a.featured_image', 'a.category_id', 'a.author_id'])
    .addSelect(['a.reading_time', 'a.published_at', 'a.created_at', 'a.status'])
    .leftJoin('a.category', 'c')
    .addSelect(['c.id', 'c.name', 'c.color', 'c.slug'])
    .leftJoin('a.author', 'u')
    .addSelect(['u.id', 'u.username', 'u.display_name', 'u.avatar']);

const newestFirst = (q: SelectQueryBuilder<Article>) => q.orderBy('a.published_at', 'DESC').addOrderBy('a.id', 'DESC');

/** The article page's read as the query builder makes it. */
const detailByBuilder = (slug: string) =>
  entities
    .createQueryBuilder('a')
    .leftJoinAndSelect('a.category', 'c')
    .leftJoin('a.author', 'u')
    .addSelect(['u.id', 'u.username', 'u.display_name', 'u.avatar', 'u.bio', 'u.articles_approved'])
    .leftJoin('u.tags', 't')
    .addSelect(['t.id', 't.name', 't.color'])
    .where('a.slug = :slug', { slug })
    .getOne();

const listed = (articles: Article[]) => JSON.stringify(articles.map(toArticleListItem));

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
  repository = t.app.get(ArticlesRepository);
  suggestions = t.app.get(ArticleSuggestions);
  entities = t.app.get(getRepositoryToken(Article));
  const category = async (name: string) =>
    (await t.api('POST', '/categories', { token: admin, body: { name } })).body.category.id;
  const [large, small] = [await category('Lectures larges'), await category('Lectures rares')];
  big = large;
  const writer = await t.createUser({ role: 'redacteur', username: 'plume-sql' });
  const tag = async (name: string) => (await t.api('POST', '/profile-tags', { token: admin, body: { name } })).body.tag.id;
  const tags = [await tag('Zèbre'), await tag('Éditeur'), await tag('alpha')];
  await t.api('POST', '/profile-tags/assign', { token: admin, body: { userId: writer.id, tagIds: tags } });
  const publish = async (key: string, token: string, categoryId: number, fields: Record<string, unknown> = {}) => {
    const res = await t.api('POST', '/articles', {
      token,
      body: { title: `Lecture ${key}`, content: words(40), category_id: categoryId, status: 'published', ...fields },
    });
    expect(res.status).toBe(201);
    slugs[key] = res.body.article.slug;
    return res.body.article.id as number;
  };
  for (let i = 0; i < 5; i += 1) await publish(`large-${i}`, writer.token, large);
  await publish('tagged', writer.token, large, { meta_title: 'Titre « SEO »', meta_keywords: 'vps, jeu', featured_image: null });
  await publish('small', admin, small);
  const orphan = await publish('orphan', admin, small);
  const db = t.app.get(DataSource);
  await db.query('UPDATE articles SET author_id = NULL, category_id = NULL WHERE id = ?', [orphan]);
  await db.query('UPDATE articles SET views = 7 WHERE slug = ?', [slugs.tagged]);
});
afterAll(() => t.close());

describe('public reads in SQL', () => {
  it('reads an article page as the query builder does: dates, category, author card and tags', async () => {
    for (const key of ['tagged', 'small', 'orphan', 'large-0']) {
      const mine = await repository.findDetailBySlug(slugs[key]!);
      const reference = await detailByBuilder(slugs[key]!);
      expect(mine).not.toBeNull();
      expect(JSON.stringify(toArticleDetail(mine!))).toBe(JSON.stringify(toArticleDetail(reference!)));
    }
    const tagged = toArticleDetail((await repository.findDetailBySlug(slugs.tagged!))!);
    expect(tagged.author_tags.map((tag) => tag.name)).toEqual(['alpha', 'Éditeur', 'Zèbre']);
    expect(tagged).toMatchObject({ views: 7, meta_title: 'Titre « SEO »', author_name: 'plume-sql' });
    expect(await repository.findDetailBySlug('aucun-article-de-ce-nom')).toBeNull();
  });

  it('suggests what the query builder suggests, from the category first then the newest, and again after a publication', async () => {
    for (const key of ['tagged', 'small', 'orphan']) {
      const article = (await detailByBuilder(slugs[key]!))!;
      const mine = await suggestions.for(article);
      const same =
        article.category_id === null
          ? []
          : await newestFirst(
              listQuery()
                .where('a.status = :s', { s: 'published' })
                .andWhere('a.category_id = :c', { c: article.category_id })
                .andWhere('a.id <> :id', { id: article.id }),
            )
              .limit(3)
              .getMany();
      const exclude = [article.id, ...same.map((a) => a.id)];
      const others =
        same.length < 3
          ? await newestFirst(
              listQuery().where('a.status = :s', { s: 'published' }).andWhere('a.id NOT IN (:...exclude)', { exclude }),
            )
              .limit(3 - same.length)
              .getMany()
          : [];
      expect(listed(mine)).toBe(listed([...same, ...others]));
      expect(mine).toHaveLength(3);
    }
    // The newest of a category are kept until content changes: a publication shows at once.
    const article = (await detailByBuilder(slugs['large-0']!))!;
    await suggestions.for(article);
    const fresh = await t.api('POST', '/articles', {
      token: admin,
      body: { title: 'Lecture toute fraîche', content: words(40), category_id: big, status: 'published' },
    });
    expect((await suggestions.for(article))[0]!.id).toBe(fresh.body.article.id);
  });

  it('lists a page of published articles as the query builder does, by category or not', async () => {
    for (const [categoryId, offset, deferred] of [
      [null, 0, false],
      [null, 0, true],
      [null, 2, false],
      [null, 2, true],
      [big, 1, false],
      [big, 1, true],
    ] as const) {
      // Both ways of reading a page: in the index's order (first pages), its ids first (deeper ones).
      const mine = await repository.listPublished(categoryId, { limit: 4, offset }, deferred);
      const ids = entities.createQueryBuilder('a').select('a.id', 'id').where('a.status = :s', { s: 'published' });
      if (categoryId !== null) ids.andWhere('a.category_id = :c', { c: categoryId });
      const page = await newestFirst(ids).limit(4).offset(offset).getRawMany<{ id: number }>();
      const reference = await newestFirst(
        listQuery().where('a.id IN (:...ids)', { ids: page.map((r) => Number(r.id)) }),
      ).getMany();
      expect(listed(mine)).toBe(listed(reference));
      expect(mine.length).toBeGreaterThan(0);
    }
    expect(await repository.listPublished(big, { limit: 4, offset: 100 })).toEqual([]);
    expect(await repository.listPublished(big, { limit: 4, offset: 1000 })).toEqual([]);
  });
});
