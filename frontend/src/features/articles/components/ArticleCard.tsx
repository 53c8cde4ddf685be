import type { ArticleListItem } from '../../../api/models';
import { SiteLink } from '../../../components/SiteLink';
import { Avatar } from '../../../components/Avatar';
import { ClockIcon, ServerIcon } from '../../../components/icons';
import { fr } from '../../../i18n/fr';
import { formatLongDate } from '../../../lib/format';
import { cardDescription } from '../../../lib/text';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { CategoryBadge } from './CategoryBadge';
import { ResponsiveImage } from './ResponsiveImage';

const styles = defineStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.panel',
    rounded: 'xl',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'border',
    transition: 'transform 0.2s, border-color 0.2s, box-shadow 0.2s',
    _hover: { transform: 'translateY(-4px)', borderColor: 'primary.muted', shadow: '0 12px 32px rgba(0,0,0,0.35)' },
    _focusWithin: { borderColor: 'primary.solid' },
  },
  media: { aspectRatio: '1200 / 630', bg: 'bg.subtle', overflow: 'hidden', position: 'relative' },
  placeholder: {
    display: 'flex',
    h: 'full',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'primary.muted',
    bg: 'linear-gradient(135deg, var(--color-secondary, #1E2530), var(--color-surface, #23262F))',
  },
  body: { display: 'flex', flexDirection: 'column', flex: '1', p: '5', gap: '3' },
  title: { fontSize: 'lg', fontWeight: 'bold', lineHeight: 'short' },
  link: {
    color: 'fg',
    _hover: { color: 'primary.fg' },
    _after: { content: '""', position: 'absolute', inset: 0 },
    _focusVisible: { outline: 'none' },
  },
  description: { color: 'fg.muted', fontSize: 'sm', flex: '1' },
  meta: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    pt: '3',
    borderTopWidth: '1px',
    borderColor: 'border.muted',
    fontSize: 'xs',
    color: 'fg.muted',
  },
  author: { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  authorName: { truncate: true },
  facts: { display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0 },
  readingTime: { display: 'flex', alignItems: 'center', gap: '1' },
});

/** One card of the home grid; the whole card is one link to the article. */
export function ArticleCard({ article, eager = false }: { article: ArticleListItem; eager?: boolean }) {
  const s = useStaticStyles(styles);
  return (
    <article className={s.card}>
      <div className={s.media}>
        {article.featured_image ? (
          <ResponsiveImage
            src={article.featured_image}
            alt=""
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={eager}
          />
        ) : (
          <div className={s.placeholder}>
            <ServerIcon size={56} />
          </div>
        )}
      </div>
      <div className={s.body}>
        {article.category_name && (
          <div>
            <CategoryBadge name={article.category_name} color={article.category_color} />
          </div>
        )}
        <h3 className={s.title}>
          <SiteLink to={`/article/${article.slug}`} className={s.link}>
            {article.title}
          </SiteLink>
        </h3>
        <p className={s.description}>{cardDescription(article.short_description)}</p>
        <div className={s.meta}>
          <div className={s.author}>
            <Avatar src={article.author_avatar} username={article.author_name} size="xs" />
            <p className={s.authorName}>{article.author_name}</p>
          </div>
          <div className={s.facts}>
            <time dateTime={article.published_at ?? article.created_at}>
              {formatLongDate(article.published_at ?? article.created_at)}
            </time>
            <div className={s.readingTime}>
              <ClockIcon size={14} />
              {fr.home.minutes(article.reading_time)}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
