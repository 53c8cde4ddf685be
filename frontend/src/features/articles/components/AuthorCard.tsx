import type { ArticleDetail } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { SiteLink } from '../../../components/SiteLink';
import { fr } from '../../../i18n/fr';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { ShareButton } from './ShareButton';
import { TagBadge } from '../../../components/TagBadge';

const styles = defineStyles({
  card: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'center' },
    justifyContent: 'space-between',
    gap: '4',
    p: '5',
    bg: 'bg.panel',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'border',
  },
  author: { display: 'flex', alignItems: 'center', gap: '4' },
  muted: { fontSize: 'xs', color: 'fg.muted' },
  name: { fontWeight: 'bold' },
  link: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  tags: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '1' },
  bio: { fontSize: 'sm', color: 'fg.muted', mt: '2', maxW: 'lg' },
});

/** Author, their tags and published count, beside the share button. */
export function AuthorCard({ article }: { article: ArticleDetail }) {
  const s = useStaticStyles(styles);
  return (
    <div data-testid="author-card" className={s.card}>
      <div className={s.author}>
        <Avatar src={article.author_avatar} username={article.author_name} size="lg" />
        <div>
          <p className={s.muted}>{fr.article.by}</p>
          <p className={s.name}>
            {article.author_username ? (
              <SiteLink to={`/auteur/${encodeURIComponent(article.author_username)}`} className={s.link}>
                {article.author_name}
              </SiteLink>
            ) : (
              article.author_name
            )}
          </p>
          <div className={s.tags}>
            {article.author_tags.map((tag) => (
              <TagBadge key={tag.id} name={tag.name} color={tag.color} />
            ))}
            <span className={s.muted}>{fr.article.articlesCount(article.author_article_count)}</span>
          </div>
          {article.author_bio && <p className={s.bio}>{article.author_bio}</p>}
        </div>
      </div>
      <ShareButton />
    </div>
  );
}
