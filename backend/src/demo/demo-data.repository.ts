import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Article } from '../editorial/entities/article.entity';
import { sanitizeArticleHtml } from '../editorial/html-sanitizer';
import { Category } from '../categories/entities/category.entity';
import { slugify } from '../common/text/slug';
import { readingTime } from '../common/text/words';
import { Transaction, UnitOfWork } from '../database/unit-of-work';
import { ProfileTag } from '../users/entities/profile-tag.entity';
import { PublishingRepository } from '../publishing/publishing.repository';
import { SubmissionEvent } from '../editorial/entities/submission-event.entity';
import { Submission } from '../editorial/entities/submission.entity';
import { User } from '../users/entities/user.entity';
import { DEMO_ADMIN, DEMO_CATEGORIES, DEMO_CONTRIBUTOR, DEMO_TAGS } from './demo-accounts';
import { DEMO_ARTICLES } from './demo-articles';
import { DemoStatsRepository } from './demo-stats.repository';
import type { Reward } from '../rewards/entities/reward.entity';

const DAY_MS = 86_400_000;

/** What the seeder prepares outside the transaction: password hashes and stored cover images. */
export interface DemoInputs {
  adminHash: string;
  contributorHash: string;
  /** Her client in the embedded WHMCS sandbox, when there is one. */
  contributorClientId: number | null;
  /** Cover image URL by index in DEMO_ARTICLES. */
  covers: Map<number, string>;
  now: number;
}

/** Writes the demo data set in one transaction. */
@Injectable()
export class DemoDataRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly uow: UnitOfWork,
    private readonly publishing: PublishingRepository,
    private readonly stats: DemoStatsRepository,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.db.getRepository(User).count()) === 0;
  }

  /** The rewards credited in the demo (their WHMCS credits are for the seeder to write). */
  seed(inputs: DemoInputs): Promise<Reward[]> {
    return this.uow.run(async (tx) => {
      const rewards: Reward[] = [];
      const { manager } = tx;
      const admin = await manager.save(
        User,
        manager.create(User, {
          username: DEMO_ADMIN.username,
          display_name: DEMO_ADMIN.display_name,
          email: DEMO_ADMIN.email,
          password_hash: inputs.adminHash,
          role: 'admin',
          bio: 'Compte administrateur de démonstration.',
        }),
      );
      const contributor = await manager.save(
        User,
        manager.create(User, {
          username: DEMO_CONTRIBUTOR.username,
          display_name: DEMO_CONTRIBUTOR.display_name,
          email: DEMO_CONTRIBUTOR.email,
          password_hash: inputs.contributorHash,
          whmcs_client_id: inputs.contributorClientId,
          role: 'contributor',
          bio: DEMO_CONTRIBUTOR.bio,
        }),
      );
      const categories = await manager.save(
        Category,
        DEMO_CATEGORIES.map((c, i) => manager.create(Category, { ...c, order_position: i })),
      );
      await this.seedTags(tx, { admin, contributor });
      for (const [index, demo] of DEMO_ARTICLES.entries()) {
        const author = demo.author === 'admin' ? admin : contributor;
        const publishedAt = new Date(inputs.now - demo.daysAgo * DAY_MS);
        const content = sanitizeArticleHtml(demo.content);
        const article = manager.create(Article, {
          title: demo.title,
          slug: slugify(demo.title),
          short_description: demo.short_description,
          content,
          featured_image: inputs.covers.get(index) ?? null,
          category_id: categories.find((c) => c.slug === demo.category)?.id ?? null,
          author_id: author.id,
          status: 'draft',
          meta_title: demo.title,
          meta_description: demo.short_description,
          meta_keywords: demo.meta_keywords,
          reading_time: readingTime(content),
          views: 40 + ((index * 137) % 900),
          created_at: new Date(publishedAt.getTime() - 2 * DAY_MS),
        });
        // The shared transition keeps published_at and the author's published-article count right.
        await this.publishing.changeStatus(tx, article, 'published', publishedAt);
        const saved = await this.publishing.saveArticle(tx, article, { kind: 'created', actorId: author.id });
        await this.stats.seedViews(tx, saved, index, inputs.now);
        if (demo.author !== 'contributor') continue;
        const submission = await this.seedSubmission(tx, saved, contributor, admin, publishedAt);
        if (inputs.contributorClientId !== null)
          rewards.push(await this.stats.seedReward(tx, saved, submission, contributor, inputs.contributorClientId));
      }
      await this.stats.seedAuthorViews(tx);
      return rewards;
    });
  }

  private async seedTags({ manager }: Transaction, users: { admin: User; contributor: User }): Promise<void> {
    const tags = await manager.save(
      ProfileTag,
      DEMO_TAGS.map((t) => manager.create(ProfileTag, { name: t.name, color: t.color })),
    );
    for (const [key, user] of Object.entries(users)) {
      const ids = tags.filter((_tag, i) => (DEMO_TAGS[i].owners as readonly string[]).includes(key)).map((t) => t.id);
      await manager.createQueryBuilder().relation(User, 'tags').of(user.id).add(ids);
    }
  }

  /**
   * The contributor's articles went through review: their submissions are published (and rewarded, with
   * the embedded sandbox, where her billing account is).
   */
  private async seedSubmission(
    { manager }: Transaction,
    article: Article,
    contributor: User,
    reviewer: User,
    publishedAt: Date,
  ): Promise<Submission> {
    const submittedAt = new Date(publishedAt.getTime() - DAY_MS);
    const adminNotes = 'Article clair et bien documenté, merci !';
    const submission = await manager.save(
      Submission,
      manager.create(Submission, {
        article_id: article.id,
        contributor_id: contributor.id,
        status: 'published',
        submitted_at: submittedAt,
        reviewed_at: publishedAt,
        reviewed_by: reviewer.id,
        admin_notes: adminNotes,
      }),
    );
    // Its history, as the review writes it: the internal note belongs to the approval.
    await manager.save(SubmissionEvent, [
      manager.create(SubmissionEvent, {
        submission_id: submission.id,
        action: 'submitted',
        actor_id: contributor.id,
        reason: null,
        notes: null,
        created_at: submittedAt,
      }),
      manager.create(SubmissionEvent, {
        submission_id: submission.id,
        action: 'approved',
        actor_id: reviewer.id,
        reason: null,
        notes: adminNotes,
        created_at: publishedAt,
      }),
    ]);
    return submission;
  }
}
