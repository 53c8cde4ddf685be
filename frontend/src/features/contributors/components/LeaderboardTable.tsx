import { SiteLink } from '../../../components/SiteLink';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { Contributor } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { fr } from '../../../i18n/fr';
import { formatAmount, formatLongDate } from '../../../lib/format';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { useRewardCurrency } from '../../site/use-settings';
import { RankCell } from './RankCell';
import { TagBadge } from '../../../components/TagBadge';

const t = fr.contributors;
const th: SystemStyleObject = {
  textAlign: 'left',
  px: '4',
  py: '3',
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fg.muted',
  fontWeight: 'semibold',
};
const td: SystemStyleObject = {
  px: '4',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.muted',
  fontSize: 'sm',
  verticalAlign: 'middle',
};

const styles = defineStyles({
  region: { overflowX: 'auto', bg: 'bg.panel', rounded: 'xl', borderWidth: '1px', borderColor: 'border' },
  table: { w: 'full', minW: '720px', borderCollapse: 'collapse' },
  th,
  thNumber: { ...th, textAlign: 'right' },
  tdRank: { ...td, w: '16' },
  td,
  contributor: { display: 'flex', alignItems: 'center', gap: '3' },
  name: { fontWeight: 'semibold' },
  username: { fontSize: 'xs', color: 'fg.muted' },
  link: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  tags: { display: 'flex', gap: '1.5', flexWrap: 'wrap' },
  tdArticles: { ...td, textAlign: 'right', fontWeight: 'bold' },
  tdRevenue: { ...td, textAlign: 'right', color: 'primary.fg', fontWeight: 'bold' },
  tdJoined: { ...td, color: 'fg.muted' },
});

/** Rank, contributor, tags, articles, revenue, member since (spec §2.5). */
export function LeaderboardTable({ contributors }: { contributors: Contributor[] }) {
  const s = useStaticStyles(styles);
  const currency = useRewardCurrency();
  return (
    // Scrolls sideways on a phone: focusable and named so a keyboard can scroll it too.
    <div tabIndex={0} role="region" aria-label={t.tableLabel} className={s.region}>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col" className={s.th}>
              {t.rank}
            </th>
            <th scope="col" className={s.th}>
              {t.contributor}
            </th>
            <th scope="col" className={s.th}>
              {t.tags}
            </th>
            <th scope="col" className={s.thNumber}>
              {t.articles}
            </th>
            <th scope="col" className={s.thNumber}>
              {t.revenue}
            </th>
            <th scope="col" className={s.th}>
              {t.memberSince}
            </th>
          </tr>
        </thead>
        <tbody>
          {contributors.map((c, index) => (
            <tr key={c.id}>
              <td className={s.tdRank}>
                <RankCell rank={index + 1} />
              </td>
              <td className={s.td}>
                <div className={s.contributor}>
                  <Avatar src={c.avatar} username={c.display_name || c.username} size="sm" />
                  <div>
                    <p className={s.name}>
                      {c.article_count > 0 ? (
                        <SiteLink to={`/auteur/${encodeURIComponent(c.username)}`} className={s.link}>
                          {c.display_name || c.username}
                        </SiteLink>
                      ) : (
                        c.display_name || c.username
                      )}
                    </p>
                    <p className={s.username}>@{c.username}</p>
                  </div>
                </div>
              </td>
              <td className={s.td}>
                <div className={s.tags}>
                  {c.tags.map((tag) => (
                    <TagBadge key={tag.id} name={tag.name} color={tag.color} />
                  ))}
                </div>
              </td>
              <td className={s.tdArticles}>{c.article_count}</td>
              <td className={s.tdRevenue}>{formatAmount(c.total_earnings, currency)}</td>
              <td className={s.tdJoined}>{formatLongDate(c.joined_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
