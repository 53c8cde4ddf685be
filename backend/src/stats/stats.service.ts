import { Injectable } from '@nestjs/common';
import { pageOf, paginationOf } from '../common/http/pagination';
import { daysBefore, parisDay } from '../common/text/paris-day';
import type { RewardCurrency } from '../rewards/entities/reward.entity';
import { centsToNumber } from '../rewards/money';
import type {
  BlogStatsDto,
  CurrencyAmountDto,
  DayViewsDto,
  MonthAmountDto,
  MyStatsDto,
  MyStatsQueryDto,
  StatsPeriod,
  WeekSubmissionsDto,
} from './dto/stats.dto';
import { type CreditedRow, StatsRepository, type SubmissionRow } from './stats.repository';

const TOP_SIZE = 10;
const EARNINGS_MONTHS = 12;
const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

@Injectable()
export class StatsService {
  constructor(private readonly stats: StatsRepository) {}

  /** A contributor's own numbers: nothing here is read for anyone but `userId`. */
  async forAuthor(userId: number, query: MyStatsQueryDto): Promise<MyStatsDto> {
    const period: StatsPeriod = query.period ?? 30;
    const today = parisDay();
    const since = daysBefore(today, period - 1);
    const page = pageOf(query, 20);
    const [perDay, totals, articles, credited, sums, rank] = await Promise.all([
      this.stats.viewsPerDay(since, userId),
      this.stats.authorTotals(userId),
      this.stats.authorArticles(userId, daysBefore(today, RECENT_DAYS - 1), page),
      this.stats.credited(earningsSince(), userId),
      this.stats.rewardSums(userId),
      this.stats.rank(userId),
    ]);
    const viewsPerDay = everyDay(since, today, perDay);
    const reached = await this.stats.newsletterRecipients(articles.rows.map((row) => row.id));
    return {
      period,
      views_per_day: viewsPerDay,
      earnings_per_month: perMonth(credited),
      rank,
      totals: {
        views: totals.views,
        views_period: viewsPerDay.reduce((sum, point) => sum + point.views, 0),
        published_articles: totals.published,
        earned: byCurrency(sums.filter((row) => row.status === 'credited')),
        pending: byCurrency(sums.filter((row) => row.status !== 'credited')),
      },
      articles: articles.rows.map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        published_at: row.published_at ? row.published_at.toISOString() : null,
        views: row.views,
        views_30_days: row.views_recent,
        newsletter_recipients: reached.get(row.id) ?? 0,
        reward:
          row.reward_cents === null || !row.reward_currency || !row.reward_status
            ? null
            : { amount: centsToNumber(row.reward_cents), currency: row.reward_currency, status: row.reward_status },
      })),
      pagination: paginationOf(page, articles.total),
    };
  }

  /** The whole blog, for staff. */
  async forBlog(period: StatsPeriod = 30): Promise<BlogStatsDto> {
    const today = parisDay();
    const since = daysBefore(today, period - 1);
    const sinceInstant = new Date(Date.now() - period * DAY_MS);
    const [perDay, published, credited, topArticles, topContributors, submissions] = await Promise.all([
      this.stats.viewsPerDay(since),
      this.stats.publishedCount(),
      this.stats.credited(earningsSince()),
      this.stats.topArticles(since, TOP_SIZE),
      this.stats.topContributors(since, TOP_SIZE),
      this.stats.submissionsSince(sinceInstant),
    ]);
    const viewsPerDay = everyDay(since, today, perDay);
    const creditedInPeriod = credited.filter((row) => row.at >= sinceInstant);
    return {
      period,
      views_per_day: viewsPerDay,
      earnings_per_month: perMonth(credited),
      top_articles: topArticles,
      top_contributors: topContributors,
      submissions_per_week: perWeek(submissions),
      median_decision_hours: medianDecisionHours(submissions),
      totals: {
        views_period: viewsPerDay.reduce((sum, point) => sum + point.views, 0),
        published_articles: published,
        submissions_period: submissions.length,
        earned_period: byCurrency(creditedInPeriod.map((row) => ({ currency: row.currency, cents: row.cents }))),
      },
    };
  }
}

/** The first instant of the month eleven months ago (Paris months, read with a day's margin). */
function earningsSince(): Date {
  const [y, m] = parisDay().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - EARNINGS_MONTHS, 1) - DAY_MS);
}

/** One point per day from `since` to `today`, zero where nothing was counted. */
function everyDay(since: string, today: string, views: Map<string, number>): DayViewsDto[] {
  const points: DayViewsDto[] = [];
  for (let day = since, n = 0; day <= today && n < 400; n++) {
    points.push({ day, views: views.get(day) ?? 0 });
    day = daysBefore(day, -1);
  }
  return points;
}

/** Credited amounts per Paris month, each of the last twelve months present (zero when nothing was credited). */
function perMonth(rows: CreditedRow[]): MonthAmountDto[] {
  const currencies = new Set<RewardCurrency>(rows.map((row) => row.currency));
  if (currencies.size === 0) currencies.add('EUR');
  const [y, m] = parisDay().split('-').map(Number);
  const months: string[] = [];
  for (let back = EARNINGS_MONTHS - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(y!, m! - 1 - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  const cents = new Map<string, number>();
  for (const row of rows) {
    const key = `${parisDay(row.at).slice(0, 7)}|${row.currency}`;
    cents.set(key, (cents.get(key) ?? 0) + row.cents);
  }
  return months.flatMap((month) =>
    [...currencies]
      .sort()
      .map((currency) => ({ month, currency, amount: centsToNumber(cents.get(`${month}|${currency}`) ?? 0) })),
  );
}

function byCurrency(rows: { currency: RewardCurrency; cents: number }[]): CurrencyAmountDto[] {
  const cents = new Map<RewardCurrency, number>();
  for (const row of rows) cents.set(row.currency, (cents.get(row.currency) ?? 0) + row.cents);
  return [...cents]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, amount: centsToNumber(total) }));
}

/** The Monday (Paris) of the week a submission arrived in. */
function weekOf(at: Date): string {
  const day = parisDay(at);
  const [y, m, d] = day.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7;
  return daysBefore(day, weekday);
}

function perWeek(rows: SubmissionRow[]): WeekSubmissionsDto[] {
  const weeks = new Map<string, WeekSubmissionsDto>();
  for (const row of rows) {
    const week = weekOf(row.submitted_at);
    let entry = weeks.get(week);
    if (!entry) weeks.set(week, (entry = { week, received: 0, published: 0, rejected: 0 }));
    entry.received++;
    if (row.status === 'published' || row.status === 'approved') entry.published++;
    else if (row.status === 'rejected') entry.rejected++;
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

/** Median hours from submission to decision (approval or rejection), one decimal; null with no decision. */
function medianDecisionHours(rows: SubmissionRow[]): number | null {
  const hours = rows
    .filter((row) => row.reviewed_at && row.status !== 'pending')
    .map((row) => (row.reviewed_at!.getTime() - row.submitted_at.getTime()) / 3_600_000)
    .sort((a, b) => a - b);
  if (hours.length === 0) return null;
  const mid = Math.floor(hours.length / 2);
  const median = hours.length % 2 ? hours[mid]! : (hours[mid - 1]! + hours[mid]!) / 2;
  return Math.round(Math.max(0, median) * 10) / 10;
}
