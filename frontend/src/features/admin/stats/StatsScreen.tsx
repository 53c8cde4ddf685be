import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../api/models';
import { frStats } from '../../../i18n/fr-stats';
import { formatAmount, formatInteger, formatLongDate, formatOneDecimal } from '../../../lib/format';
import type { CurrencyAmount, DayViews, MonthAmount } from '../shared/admin-api';
import { useAuthorStats, useBlogStats } from './use-stats-reads';
import { OfferClicksSection } from '../affiliate/AffiliateProgramme';
import { rewardStatus } from '../rewards/RewardHistory';
import { Button } from '../shared/ui/Button';
import { Pager, usePageParam } from '../shared/ui/Pager';
import { ReadState, Section } from '../shared/ui/Section';
import { Badge, Card, EmptyState, PageHeader, StatTile } from '../shared/ui/Surface';
import { Table, Td, Th, Tr } from '../shared/ui/Table';
import { ChartWithTable } from './ChartWithTable';
import { formatDay, formatMonth, formatShortDay, formatViews } from './stats-format';

const t = frStats;
const PERIODS = [30, 90, 365] as const;

function usePeriod(): [number, (period: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('period'));
  const period = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const set = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', String(next));
      updated.delete('page');
      return updated;
    });
  return [period, set];
}

function PeriodPicker({ period, onChange }: { period: number; onChange: (period: number) => void }) {
  return (
    <Flex role="group" aria-label={t.periodLabel} gap="2">
      {PERIODS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === period ? 'solid' : 'outline'}
          aria-pressed={p === period}
          onClick={() => onChange(p)}
        >
          {t.periods[p]}
        </Button>
      ))}
    </Flex>
  );
}

const amounts = (list: CurrencyAmount[]) =>
  list.length ? list.map((a) => formatAmount(a.amount, a.currency)).join(' · ') : formatAmount(0, 'EUR');

function ViewsChart({ points }: { points: DayViews[] }) {
  return (
    <ChartWithTable
      title={t.viewsChart}
      testId="views-chart"
      points={points.map((p) => ({ label: formatShortDay(p.day), value: p.views }))}
      format={(n) => formatInteger(n)}
      counts
      columns={[t.colDay, t.colViews]}
      rows={points.map((p) => [formatDay(p.day), formatViews(p.views)])}
    />
  );
}

/** What a view is, said once near the numbers. */
function ViewDefinition() {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="view-definition">
      {t.viewDefinition}
    </Text>
  );
}

function EarningsChart({ months }: { months: MonthAmount[] }) {
  // One chart per screen: the first currency (the blog pays in one currency at a time).
  const currency = months[0]?.currency ?? 'EUR';
  const shown = months.filter((m) => m.currency === currency);
  return (
    <ChartWithTable
      title={t.earningsChart}
      testId="earnings-chart"
      points={shown.map((m) => ({ label: formatMonth(m.month), value: m.amount }))}
      format={(n) => formatAmount(n, currency)}
      columns={[t.colMonth, t.colAmount]}
      rows={months.map((m) => [formatMonth(m.month), formatAmount(m.amount, m.currency)])}
    />
  );
}

/** /admin/stats for a contributor: their own numbers only (the API reads nothing else). */
export function AuthorStats() {
  const [period, setPeriod] = usePeriod();
  const { page, go } = usePageParam();
  const read = useAuthorStats(period, page);
  const stats = read.data?.stats;
  return (
    <>
      <PageHeader
        title={t.mine.title}
        subtitle={t.mine.subtitle}
        actions={<PeriodPicker period={period} onChange={setPeriod} />}
      />
      <ReadState read={read} empty={false} errorText={t.loadError} emptyText="">
        {stats && (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
              <StatTile testId="stat-views-period" label={t.tiles.viewsPeriod} value={formatViews(stats.totals.views_period)} />
              <StatTile label={t.tiles.viewsTotal} value={formatViews(stats.totals.views)} accent="#60A5FA" />
              <StatTile label={t.tiles.published} value={formatInteger(stats.totals.published_articles)} accent="#4ADE80" />
              <StatTile testId="stat-earned" label={t.tiles.earned} value={amounts(stats.totals.earned)} accent="#C084FC" />
              <StatTile label={t.tiles.pending} value={amounts(stats.totals.pending)} accent="#FACC15" />
              <StatTile testId="stat-rank" label={t.tiles.rank} value={t.rank(stats.rank)} accent="#F472B6" />
            </SimpleGrid>
            <ViewDefinition />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <ViewsChart points={stats.views_per_day} />
              <EarningsChart months={stats.earnings_per_month} />
            </SimpleGrid>
            <Section title={t.articlesTitle} level="h2">
              {stats.articles.length === 0 ? (
                <EmptyState>{t.noArticles}</EmptyState>
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="3" data-testid="newsletter-recipients-definition">
                    {t.newsletterDefinition}
                  </Text>
                  <Table label={t.articlesTitle}>
                    <thead>
                      <tr>
                        <Th>{t.colTitle}</Th>
                        <Th>{t.colPublished}</Th>
                        <Th>{t.colViewsTotal}</Th>
                        <Th>{t.colViews30}</Th>
                        <Th>{t.colReward}</Th>
                        <Th>{t.colNewsletter}</Th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.articles.map((article) => {
                        const status = article.reward ? rewardStatus(article.reward.status) : null;
                        return (
                          <Tr key={article.id} data-testid="stats-article-row">
                            <Td data-cell="primary">
                              <Link to={`/article/${encodeURIComponent(article.slug)}`}>
                                <Text as="span" fontWeight="semibold">
                                  {article.title}
                                </Text>
                              </Link>
                            </Td>
                            <Td data-label={t.colPublished}>{formatLongDate(article.published_at)}</Td>
                            <Td data-label={t.colViewsTotal}>{formatViews(article.views)}</Td>
                            <Td data-label={t.colViews30}>{formatViews(article.views_30_days)}</Td>
                            <Td data-label={t.colReward}>
                              {article.reward && status ? (
                                <Flex gap="2" align="center" wrap="wrap">
                                  <Text as="span">{formatAmount(article.reward.amount, article.reward.currency)}</Text>
                                  <Badge tone={status.tone}>{status.label}</Badge>
                                </Flex>
                              ) : (
                                t.noReward
                              )}
                            </Td>
                            <Td data-label={t.colNewsletter} data-testid="stats-newsletter-recipients">
                              {formatInteger(article.newsletter_recipients)}
                            </Td>
                          </Tr>
                        );
                      })}
                    </tbody>
                  </Table>
                </>
              )}
              <Pager page={page} pages={stats.pagination.total_pages} onChange={go} label={t.articlesTitle} />
            </Section>
            <OfferClicksSection />
          </Stack>
        )}
      </ReadState>
    </>
  );
}

/** /admin/stats for admins and rédacteurs: the whole blog. */
export function BlogStats({ user }: { user: SessionUser }) {
  const [period, setPeriod] = usePeriod();
  const read = useBlogStats(period, user.role !== 'contributor');
  const stats = read.data?.stats;
  return (
    <>
      <PageHeader
        title={t.blog.title}
        subtitle={t.blog.subtitle}
        actions={<PeriodPicker period={period} onChange={setPeriod} />}
      />
      <ReadState read={read} empty={false} errorText={t.loadError} emptyText="">
        {stats && (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4">
              <StatTile testId="stat-views-period" label={t.tiles.viewsPeriod} value={formatViews(stats.totals.views_period)} />
              <StatTile label={t.tiles.published} value={formatInteger(stats.totals.published_articles)} accent="#4ADE80" />
              <StatTile label={t.tiles.submissions} value={formatInteger(stats.totals.submissions_period)} accent="#60A5FA" />
              <StatTile label={t.tiles.earned} value={amounts(stats.totals.earned_period)} accent="#C084FC" />
              <StatTile
                label={t.tiles.median}
                value={stats.median_decision_hours === null ? t.none : t.hours(formatOneDecimal(stats.median_decision_hours))}
                accent="#FACC15"
              />
            </SimpleGrid>
            <ViewDefinition />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <ViewsChart points={stats.views_per_day} />
              <EarningsChart months={stats.earnings_per_month} />
            </SimpleGrid>
            <ChartWithTable
              title={t.submissionsChart}
              testId="submissions-chart"
              points={stats.submissions_per_week.map((w) => ({ label: formatShortDay(w.week), value: w.received }))}
              format={(n) => formatInteger(n)}
              counts
              columns={[t.colWeek, t.received, t.publishedCount, t.rejected]}
              rows={stats.submissions_per_week.map((w) => [
                formatDay(w.week),
                formatInteger(w.received),
                formatInteger(w.published),
                formatInteger(w.rejected),
              ])}
            />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <Card p="4">
                <Section title={t.topArticles} level="h2">
                  {stats.top_articles.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t.nothing}
                    </Text>
                  ) : (
                    <Table label={t.topArticles}>
                      <thead>
                        <tr>
                          <Th>{t.colTitle}</Th>
                          <Th>{t.colAuthor}</Th>
                          <Th>{t.colViews}</Th>
                        </tr>
                      </thead>
                      <tbody>
                        {stats.top_articles.map((a) => (
                          <Tr key={a.id}>
                            <Td data-cell="primary">{a.title}</Td>
                            <Td data-label={t.colAuthor}>{a.author ?? t.none}</Td>
                            <Td data-label={t.colViews}>{formatViews(a.views)}</Td>
                          </Tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                </Section>
              </Card>
              <Card p="4">
                <Section title={t.topContributors} level="h2">
                  {stats.top_contributors.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t.nothing}
                    </Text>
                  ) : (
                    <Table label={t.topContributors}>
                      <thead>
                        <tr>
                          <Th>{t.colContributor}</Th>
                          <Th>{t.colViews}</Th>
                        </tr>
                      </thead>
                      <tbody>
                        {stats.top_contributors.map((c) => (
                          <Tr key={c.id}>
                            <Td data-cell="primary">{c.display_name || c.username}</Td>
                            <Td data-label={t.colViews}>{formatViews(c.views)}</Td>
                          </Tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                </Section>
              </Card>
            </SimpleGrid>
          </Stack>
        )}
      </ReadState>
    </>
  );
}
