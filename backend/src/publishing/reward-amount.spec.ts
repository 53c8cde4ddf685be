import { Logger } from '@nestjs/common';
import type { EventEmitter2 } from '@nestjs/event-emitter';
import type { PublicCacheInvalidator } from '../public-cache/public-cache-invalidator';
import type { Transaction, UnitOfWork } from '../database/unit-of-work';
import type { Article } from '../editorial/entities/article.entity';
import type { Submission } from '../editorial/entities/submission.entity';
import type { Notifier } from '../notifications/notifier';
import type { SettingsService } from '../settings/settings.service';
import type { PublishingRepository } from './publishing.repository';
import { ReviewService } from './review.service';
import { SchedulingService } from './scheduling.service';

/**
 * When the reward amount is read: at the approval, and for a scheduled article at its publication
 * minute, never when it was submitted or scheduled. Plain fakes stand for the settings, the unit of
 * work and the repository; what is checked is which amount the reward row is created with.
 */
function workflow(initialAmount: string) {
  let amount = initialAmount;
  const rewards: { amountCents: number; articleId: number }[] = [];
  const article = { id: 7, status: 'pending', slug: 'paper', title: 'Paper', category_id: null, author_id: 3 } as Article;
  const submission = { id: 11, article_id: 7, contributor_id: 3, status: 'pending', reviewed_by: null } as Submission;
  const tx = {} as Transaction;
  const repo = {
    findSubmission: async () => submission,
    findSubmissionOfArticle: async () => submission,
    findArticle: async () => article,
    lockArticle: async () => article,
    moveSubmission: async (_tx: Transaction, s: Submission, changes: Partial<Submission>) => {
      Object.assign(s, changes);
      return true;
    },
    changeStatus: async (_tx: Transaction, a: Article, next: Article['status']) => {
      a.status = next;
    },
    saveArticle: async (_tx: Transaction, a: Article) => a,
    readArticle: async () => article,
    addEvent: async () => undefined,
    createPendingReward: async (_tx: Transaction, reward: { amountCents: number; article: Article }) => {
      rewards.push({ amountCents: reward.amountCents, articleId: reward.article.id });
      return rewards.length;
    },
  } as unknown as PublishingRepository;
  const uow = { run: async <T>(work: (tx: Transaction) => Promise<T>) => work(tx) } as unknown as UnitOfWork;
  const settings = {
    getAll: async () => ({
      article_reward_amount: amount,
      article_reward_currency: 'EUR',
      auto_approve: 'false',
      min_words_count: '0',
    }),
  } as unknown as SettingsService;
  const notifier = {
    submissionPublished: async () => [],
    submissionScheduled: async () => [],
    submissionUnscheduled: async () => [],
  } as unknown as Notifier;
  const events = { emit: () => true } as unknown as EventEmitter2;
  const cache = { articlesChanged: () => undefined } as unknown as PublicCacheInvalidator;
  const review = new ReviewService(uow, repo, notifier, settings, events, cache);
  const scheduling = new SchedulingService(uow, repo, review, notifier);
  return { review, scheduling, rewards, article, submission, setAmount: (value: string) => (amount = value) };
}

describe('the reward amount', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('is the one set when the submission is approved', async () => {
    const flow = workflow('1.00');
    flow.setAmount('3.00');
    await flow.review.approve(11, 1);
    expect(flow.rewards).toEqual([{ amountCents: 300, articleId: 7 }]);
  });

  it('is read at the publication minute for a scheduled article, not when it was scheduled', async () => {
    const flow = workflow('1.00');
    const at = new Date('2026-11-24T08:00:00.000Z');
    await flow.scheduling.approveLater(11, 1, at);
    expect(flow.article.status).toBe('approved');
    expect(flow.rewards).toEqual([]);

    flow.setAmount('4.50');
    expect(await flow.scheduling.publishDue(7, new Date('2026-11-24T07:00:00.000Z'))).toBe(false);
    expect(flow.rewards).toEqual([]);
    expect(await flow.scheduling.publishDue(7, at)).toBe(true);
    expect(flow.rewards).toEqual([{ amountCents: 450, articleId: 7 }]);
    expect(flow.article.status).toBe('published');
  });

  it('creates no reward when it is zero', async () => {
    const flow = workflow('0.00');
    await flow.review.approve(11, 1);
    expect(flow.rewards).toEqual([]);
    expect(flow.article.status).toBe('published');
  });

  it('is never read for a schedule cancelled before its minute: the submission goes back to review', async () => {
    const flow = workflow('1.00');
    await flow.scheduling.approveLater(11, 1, new Date('2026-11-24T08:00:00.000Z'));
    expect((await flow.scheduling.cancel(7, 1)).status).toBe('pending');
    expect(flow.submission.status).toBe('pending');
    expect(await flow.scheduling.publishDue(7, new Date('2026-11-24T08:00:00.000Z'))).toBe(false);
    expect(flow.rewards).toEqual([]);
  });
});
