import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/unit-of-work';
import { ArticleViewDay } from '../editorial/entities/article-view-day.entity';
import { Article } from '../editorial/entities/article.entity';
import { daysBefore, parisDay } from '../common/text/paris-day';
import { Reward } from '../rewards/entities/reward.entity';
import { Submission } from '../editorial/entities/submission.entity';
import { User } from '../users/entities/user.entity';

const DAY_MS = 86_400_000;
const CHUNK = 200;

/** The demo's figures (views per day, a credited reward), in the seeding transaction (`DemoDataRepository`). */
@Injectable()
export class DemoStatsRepository {
  /**
   * Daily views of a demo article from its publication to today: a launch peak that settles into a
   * steady readership, varying from day to day (deterministic, so every demo looks the same). The
   * article's own count becomes their sum, so that its total and its days agree.
   */
  async seedViews({ manager }: Transaction, article: Article, index: number, now: number): Promise<void> {
    const published = article.published_at ? new Date(article.published_at).getTime() : now;
    const days = Math.min(364, Math.floor((now - published) / DAY_MS));
    const today = parisDay(now);
    const rows: ArticleViewDay[] = [];
    for (let back = days; back >= 0; back--) {
      const age = days - back;
      const steady = 4 + ((index * 7 + back * 13) % 11);
      const views = Math.round(steady * (1 + 5 * Math.exp(-age / 4)));
      rows.push(manager.create(ArticleViewDay, { article_id: article.id, day: daysBefore(today, back), views }));
    }
    for (let at = 0; at < rows.length; at += CHUNK) await manager.insert(ArticleViewDay, rows.slice(at, at + CHUNK));
    await manager.update(Article, { id: article.id }, { views: rows.reduce((sum, row) => sum + row.views, 0) });
  }

  /** The authors' daily sums of the demo articles' daily views (`author_views_daily`), once all are seeded. */
  async seedAuthorViews({ manager }: Transaction): Promise<void> {
    await manager.query(
      `INSERT INTO author_views_daily (author_id, day, views)
       SELECT a.author_id, d.day, SUM(d.views) FROM article_views_daily d JOIN articles a ON a.id = d.article_id
       WHERE a.author_id IS NOT NULL GROUP BY a.author_id, d.day`,
    );
  }

  /**
   * The reward of a demo contributor's article, credited a day after publication; its WHMCS credit is
   * written by the seeder once this transaction has committed (demo.seeder.ts).
   */
  async seedReward(
    { manager }: Transaction,
    article: Article,
    submission: Submission,
    contributor: User,
    clientId: number,
  ): Promise<Reward> {
    const published = article.published_at ? new Date(article.published_at) : new Date();
    const reward = await manager.save(
      Reward,
      manager.create(Reward, {
        article_id: article.id,
        article_title: article.title,
        submission_id: submission.id,
        user_id: contributor.id,
        whmcs_client_id: clientId,
        amount_cents: 100,
        currency: 'EUR',
        status: 'credited',
        sends: 1,
        credited_at: new Date(published.getTime() + DAY_MS),
        created_at: published,
      }),
    );
    await manager.increment(User, { id: contributor.id }, 'total_rewards_cents', reward.amount_cents);
    return reward;
  }
}
