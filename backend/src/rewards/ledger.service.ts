import { Injectable } from '@nestjs/common';
import { notFound } from '../common/http/api-error';
import { pageOf, paginationOf } from '../common/http/pagination';
import { daysBefore } from '../common/text/paris-day';
import { parseApiDate } from '../common/text/paris-time';
import { ledgerErrors } from '../i18n/errors';
import type {
  LedgerFilterDto,
  LedgerMismatchDto,
  LedgerQueryDto,
  LedgerResponseDto,
  ReconciliationMismatchDto,
  ReconciliationRunDto,
} from './dto/ledger.dto';
import type { MismatchReview } from './entities/mismatch-review.entity';
import type { ReconciliationRun } from './entities/reconciliation-run.entity';
import type { Reward } from './entities/reward.entity';
import { csvHeader, csvRows } from './ledger-csv';
import { type LedgerFilter, LedgerRepository } from './ledger.repository';
import { centsToNumber } from './money';
import { RewardsRepository } from './rewards.repository';
import { Jobs } from '../queue/jobs';
import { reconcileRewardsJob } from './jobs/reconcile-rewards.job';

/** A run still `running` after this long was lost (worker killed): a new check may start. */
const RUN_LOST_AFTER_MS = 60 * 60_000;

@Injectable()
export class LedgerService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly rewards: RewardsRepository,
    private readonly jobs: Jobs,
  ) {}

  async page(query: LedgerQueryDto): Promise<Omit<LedgerResponseDto, 'success'>> {
    const filter = toFilter(query);
    const page = pageOf(query, 25);
    const [[rows, total], totals, contributors, last, finished] = await Promise.all([
      this.ledger.page(filter, page),
      this.ledger.totals(filter),
      this.ledger.contributors(),
      this.ledger.lastRun(),
      this.ledger.lastFinishedRun(),
    ]);
    const mismatches = new Map(mismatchesOf(finished).map((m) => [m.reward_id, m]));
    const flagged = rows.filter((row) => mismatches.has(row.id)).map((row) => row.id);
    const reviews = await this.ledger.reviews(flagged);
    return {
      rewards: rows.map((row) => {
        const mismatch = mismatches.get(row.id);
        const review = mismatch && reviews.find((r) => r.reward_id === row.id && r.kind === mismatch.kind);
        return toEntry(
          row,
          mismatch ? { kind: mismatch.kind, run_id: finished!.id, review: review ? toReviewDto(review) : null } : null,
        );
      }),
      pagination: paginationOf(page, total),
      totals: totals.map(({ cents, ...rest }) => ({ ...rest, amount: centsToNumber(cents) })),
      contributors: contributors.map((user) => ({ id: user.id, username: user.username, display_name: user.display_name })),
      last_check: last ? toRunDto(last) : null,
    };
  }

  /**
   * The CSV, written as it is read, a page of rewards at a time: a ledger of any size goes out without
   * being held in memory. The filter is read first, so that a bad one is refused before anything is sent.
   */
  csv(query: LedgerFilterDto): AsyncGenerator<string> {
    return this.csvChunks(toFilter(query));
  }

  /** Rows only: totals at the end would break a spreadsheet's sorting and filters (the screen shows them). */
  private async *csvChunks(filter: LedgerFilter): AsyncGenerator<string> {
    yield csvHeader();
    const installation = await this.rewards.installationId();
    for await (const rows of this.ledger.all(filter)) yield csvRows(rows, installation);
  }

  /**
   * Marks as seen the mismatch the last finished check found on this reward, with the admin's comment;
   * the same mismatch found by later checks stays seen.
   */
  async markMismatchSeen(rewardId: number, comment: string, userId: number): Promise<LedgerMismatchDto> {
    const finished = await this.ledger.lastFinishedRun();
    const mismatch = mismatchesOf(finished).find((m) => m.reward_id === rewardId);
    if (!finished || !mismatch) throw notFound(ledgerErrors.mismatchNotFound);
    const review = await this.ledger.saveReview({
      reward_id: rewardId,
      kind: mismatch.kind,
      run_id: finished.id,
      comment: comment.trim(),
      reviewed_by: userId,
    });
    return { kind: mismatch.kind, run_id: finished.id, review: toReviewDto(review) };
  }

  async lastCheck(): Promise<ReconciliationRunDto | null> {
    const last = await this.ledger.lastRun();
    return last ? toRunDto(last) : null;
  }

  /** Starts a check on the worker, unless one is already running (then that one is returned). */
  async startCheck(): Promise<ReconciliationRunDto> {
    const last = await this.ledger.lastRun();
    if (last?.status === 'running' && Date.now() - new Date(last.started_at).getTime() < RUN_LOST_AFTER_MS) return toRunDto(last);
    const run = await this.ledger.startRun('manual');
    try {
      await this.jobs.add(reconcileRewardsJob, { runId: run.id });
    } catch (error) {
      await this.ledger.finishRun(run.id, {
        status: 'failed',
        checked: 0,
        total: 0,
        mismatchCount: 0,
        mismatches: [],
        error: (error as Error).message,
      });
      throw error;
    }
    return toRunDto((await this.ledger.findRun(run.id)) ?? run);
  }
}

function toFilter(query: LedgerFilterDto): LedgerFilter {
  return {
    from: query.from ? parseApiDate(query.from) : undefined,
    until: query.to ? parseApiDate(daysBefore(query.to, -1)) : undefined,
    userId: query.user_id,
    status: query.status,
  };
}

function mismatchesOf(run: ReconciliationRun | null): ReconciliationMismatchDto[] {
  return run?.mismatches ? (JSON.parse(run.mismatches) as ReconciliationMismatchDto[]) : [];
}

function toReviewDto(review: MismatchReview): NonNullable<LedgerMismatchDto['review']> {
  return {
    comment: review.comment,
    reviewed_at: new Date(review.reviewed_at).toISOString(),
    reviewed_by: review.reviewed_by,
    reviewer_name: review.reviewer ? review.reviewer.display_name || review.reviewer.username : null,
  };
}

function toEntry(reward: Reward, mismatch: LedgerMismatchDto | null): LedgerResponseDto['rewards'][number] {
  return {
    id: reward.id,
    created_at: new Date(reward.created_at).toISOString(),
    credited_at: reward.credited_at ? new Date(reward.credited_at).toISOString() : null,
    user_id: reward.user_id,
    username: reward.user?.username ?? null,
    display_name: reward.user?.display_name ?? null,
    article_id: reward.article_id,
    article_title: reward.article_title,
    amount: centsToNumber(reward.amount_cents),
    currency: reward.currency,
    status: reward.status,
    whmcs_client_id: reward.whmcs_client_id,
    whmcs_credit_id: reward.whmcs_credit_id,
    mismatch,
  };
}

export function toRunDto(run: ReconciliationRun): ReconciliationRunDto {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    total: run.total,
    checked: run.checked,
    mismatch_count: run.mismatch_count,
    mismatches: mismatchesOf(run),
    error: run.error,
    started_at: new Date(run.started_at).toISOString(),
    finished_at: run.finished_at ? new Date(run.finished_at).toISOString() : null,
  };
}
