import type { Article } from './entities/article.entity';
import { pickArticleContent } from './entities/article-content';
import type { ArticleDetailDto, ArticleEditDto, ArticleListItemDto } from './dto/article-response.dto';
import { displayName } from '../users/display-name';

const iso = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

export function toArticleListItem(a: Article): ArticleListItemDto {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    short_description: a.short_description,
    featured_image: a.featured_image,
    category_id: a.category_id,
    category_name: a.category?.name ?? null,
    category_color: a.category?.color ?? null,
    category_slug: a.category?.slug ?? null,
    author_name: displayName(a.author),
    author_avatar: a.author?.avatar ?? null,
    reading_time: a.reading_time,
    published_at: iso(a.published_at),
    created_at: iso(a.created_at) as string,
    status: a.status,
  };
}

/** `extraViews`: views counted in memory and not yet written to the database. */
export function toArticleDetail(a: Article, extraViews = 0): ArticleDetailDto {
  return Object.assign(toArticleListItem(a), {
    content: a.content,
    meta_title: a.meta_title,
    meta_description: a.meta_description,
    meta_keywords: a.meta_keywords,
    views: a.views + extraViews,
    author_id: a.author_id,
    author_username: a.author?.username ?? null,
    author_bio: a.author?.bio ?? null,
    author_tags: (a.author?.tags ?? [])
      .map((t) => ({ id: t.id, name: t.name, color: t.color }))
      .sort((x, y) => x.name.localeCompare(y.name, 'fr')),
    author_article_count: a.author?.articles_approved ?? 0,
    updated_at: iso(a.updated_at) as string,
  });
}

export function toArticleEdit(a: Article): ArticleEditDto {
  return Object.assign(pickArticleContent(a), {
    id: a.id,
    slug: a.slug,
    status: a.status,
    reading_time: a.reading_time,
    author_id: a.author_id,
    published_at: iso(a.published_at),
    newsletter_skip: a.newsletter_skip ?? false,
    created_at: iso(a.created_at) as string,
    updated_at: iso(a.updated_at) as string,
  });
}
