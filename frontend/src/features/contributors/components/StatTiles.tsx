import type { ContributorStats } from '../../../api/models';
import { fr } from '../../../i18n/fr';
import { formatAmount, formatInteger, formatOneDecimal } from '../../../lib/format';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { useRewardCurrency } from '../../site/use-settings';

const t = fr.contributors;

const styles = defineStyles({
  grid: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '4' },
  tile: { p: '5', bg: 'bg.panel', rounded: 'xl', borderWidth: '1px', borderColor: 'border' },
  label: { fontSize: 'sm', color: 'fg.muted', mb: '1' },
  value: { fontSize: '2xl', fontWeight: 'extrabold', color: 'primary.fg' },
});

/** The four tiles of spec §2.5. */
export function StatTiles({ stats }: { stats: ContributorStats | undefined }) {
  const s = useStaticStyles(styles);
  const currency = useRewardCurrency();
  const tiles = [
    { label: t.totalContributors, value: stats ? formatInteger(stats.total_contributors) : '–' },
    { label: t.totalArticles, value: stats ? formatInteger(stats.total_articles) : '–' },
    { label: t.totalRewards, value: stats ? formatAmount(stats.total_rewards_paid, currency) : '–' },
    { label: t.average, value: stats ? formatOneDecimal(stats.avg_articles_per_contributor) : '–' },
  ];
  return (
    <dl className={s.grid}>
      {tiles.map((tile) => (
        <div key={tile.label} className={s.tile}>
          <dt className={s.label}>{tile.label}</dt>
          <dd className={s.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
