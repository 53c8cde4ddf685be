import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useRewardCurrency } from '../../site/use-settings';
import { useMySubmissions, useMyStats } from '../submissions/use-submission-reads';
import { useDrafts } from '../articles/use-drafts';
import { DraftList } from '../articles/DraftList';
import { Button } from '../shared/ui/Button';
import { Card, PageHeader, StatTile } from '../shared/ui/Surface';
import { LatestCard } from './LatestCard';

const t = frAdmin.dashboard;
const s = frAdmin.submissions.stats;

/** Spec §2.9, contributor: own submission stats and the first 5 own submissions. */
export function ContributorDashboard({ user }: { user: SessionUser }) {
  const stats = useMyStats();
  const submissions = useMySubmissions();
  const drafts = useDrafts();
  const currency = useRewardCurrency();
  useEffect(() => {
    if (stats.error) console.error(stats.error);
    if (submissions.error) console.error(submissions.error);
  }, [stats.error, submissions.error]);
  const value = (n: number | undefined) => (n === undefined ? '…' : n);
  const draftRows = drafts.data?.drafts ?? [];
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={`${t.welcome(user.display_name || user.username)} ${t.contributorIntro}`}
        actions={
          <Flex gap="2" wrap="wrap">
            <Link to="/admin/stats">
              <Button as="span" variant="outline">
                {frAdmin.menu.myStats}
              </Button>
            </Link>
            <Link to="/contributor/submit">
              <Button as="span">{t.write}</Button>
            </Link>
          </Flex>
        }
      />
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4" mb="8">
        <StatTile label={s.total} value={value(stats.data?.stats.total)} />
        <StatTile label={s.pending} value={value(stats.data?.stats.pending)} accent="#FACC15" />
        <StatTile label={s.approved} value={value(stats.data?.stats.approved)} accent="#60A5FA" />
        <StatTile label={s.published} value={value(stats.data?.stats.published)} accent="#4ADE80" />
        <StatTile label={s.rejected} value={value(stats.data?.stats.rejected)} accent="#F87171" />
        <StatTile
          testId="stat-earned"
          label={t.totalEarned}
          value={stats.data ? formatAmount(stats.data.stats.total_earned, currency) : '…'}
          accent="#C084FC"
        />
      </SimpleGrid>
      {draftRows.length > 0 && (
        <Card mb="6" data-testid="dashboard-drafts">
          <Flex justify="space-between" align="center" gap="3" flexWrap="wrap" mb="2">
            <Text as="h2" fontSize="lg" fontWeight="bold">
              {frAdmin.drafts.title}
            </Text>
            <Link to="/admin/articles?filter=draft">
              <Text as="span" fontSize="sm" color="primary.fg">
                {frAdmin.drafts.seeAll}
              </Text>
            </Link>
          </Flex>
          <DraftList drafts={draftRows.slice(0, 5)} contributor />
        </Card>
      )}
      <LatestCard
        title={t.mySubmissions}
        listPath="/admin/submissions"
        emptyText={t.noSubmissions}
        items={submissions.data?.submissions}
        meta={(submission) => formatDateTime(submission.submitted_at)}
      />
    </>
  );
}
