import { PageHead } from '../app/page-head';
import { SiteLink } from '../components/SiteLink';
import { PageSpinner } from '../components/PageSpinner';
import { LeaderboardTable } from '../features/contributors/components/LeaderboardTable';
import { StatTiles } from '../features/contributors/components/StatTiles';
import { useContributorStats, useLeaderboard } from '../features/contributors/hooks/use-contributors';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';
import { cx, defineStyles, useStaticStyles } from '../theme/static-styles';

const t = fr.contributors;

const styles = defineStyles({
  main: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' },
  // Chakra's Stack: a flex column (its own `chakra-stack` class is kept on the element).
  stack: { display: 'flex', flexDirection: 'column', gap: '8' },
  header: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: { base: 'flex-start', md: 'flex-end' },
    justifyContent: 'space-between',
    gap: '4',
  },
  title: { fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'extrabold' },
  intro: { color: 'fg.muted', mt: '2' },
  become: { px: '5', py: '3', rounded: 'lg', bg: 'primary.solid', color: 'primary.contrast', fontWeight: 'bold' },
  error: { color: 'red.300', textAlign: 'center', py: '10' },
  empty: { textAlign: 'center', py: '16', color: 'fg.muted', fontSize: 'lg' },
  cta: {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    p: '6',
    rounded: 'xl',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'primary.muted',
  },
  ctaText: { fontWeight: 'semibold' },
});

/** Spec §2.5: four tiles, the ranking table, the empty state and the call to action. */
export default function ContributorsPage() {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const board = useLeaderboard();
  const stats = useContributorStats();
  return (
    <div className={s.main}>
      <PageHead title={t.pageTitle(brand.name)} description={t.description(brand.name)} path="/contributors" />
      <div className={cx('chakra-stack', s.stack)}>
        <div className={s.header}>
          <div>
            <h1 className={s.title}>{t.title}</h1>
            <p className={s.intro}>{t.intro}</p>
          </div>
          <SiteLink to="/login" className={s.become}>
            {t.become}
          </SiteLink>
        </div>
        <StatTiles stats={stats.data?.stats} />
        {board.error && !board.data ? (
          <p role="alert" className={s.error}>
            {t.loadError}
          </p>
        ) : !board.data ? (
          <PageSpinner label={t.loading} />
        ) : board.data.contributors.length === 0 ? (
          <p className={s.empty}>{t.empty}</p>
        ) : (
          <LeaderboardTable contributors={board.data.contributors} />
        )}
        <div className={s.cta}>
          <p className={s.ctaText}>{t.ctaText}</p>
          <SiteLink to="/login" className={s.become}>
            {t.become}
          </SiteLink>
        </div>
      </div>
    </div>
  );
}
