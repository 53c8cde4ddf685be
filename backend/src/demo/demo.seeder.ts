import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { changeArticleStatus } from '../articles/article-status';
import { Article } from '../articles/entities/article.entity';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { Category } from '../categories/entities/category.entity';
import { slugify } from '../common/text/slug';
import { readingTime } from '../common/text/words';
import { AppConfig } from '../config/app-config';
import { ProfileTag } from '../profile-tags/entities/profile-tag.entity';
import { Submission } from '../submissions/entities/submission.entity';
import { loadSharp } from '../uploads/sharp-loader';
import { UploadsService } from '../uploads/uploads.service';
import { User } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { DEMO_ADMIN, DEMO_CATEGORIES, DEMO_CONTRIBUTOR, DEMO_TAGS } from './demo-accounts';
import { DEMO_ARTICLES, demoCoverSvg } from './demo-articles';

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with demo data when demo data is on (never in production): the admin, a
 * contributor, categories, profile tags and published articles. A database that already has users is
 * left alone, so a restart adds nothing twice.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Démo');

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly uploads: UploadsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    if ((await this.db.getRepository(User).count()) > 0) return;
    const [adminHash, contributorHash] = await Promise.all([
      this.hasher.hash(DEMO_ADMIN.password),
      this.hasher.hash(DEMO_CONTRIBUTOR.password),
    ]);
    // Files first: the images go through the same pipeline as uploads and cannot be part of the transaction.
    const covers = await this.drawCovers();
    const now = Date.now();
    await this.db.transaction(async (manager) => {
      const admin = await manager.save(
        User,
        manager.create(User, {
          username: DEMO_ADMIN.username,
          display_name: DEMO_ADMIN.display_name,
          email: DEMO_ADMIN.email,
          password_hash: adminHash,
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
          password_hash: contributorHash,
          role: 'contributor',
          bio: DEMO_CONTRIBUTOR.bio,
        }),
      );
      const categories = await manager.save(
        Category,
        DEMO_CATEGORIES.map((c, i) => manager.create(Category, { ...c, order_position: i })),
      );
      await this.seedTags(manager, { admin, contributor });
      for (const [index, demo] of DEMO_ARTICLES.entries()) {
        const author = demo.author === 'admin' ? admin : contributor;
        const publishedAt = new Date(now - demo.daysAgo * DAY_MS);
        const content = sanitizeArticleHtml(demo.content);
        const article = manager.create(Article, {
          title: demo.title,
          slug: slugify(demo.title),
          short_description: demo.short_description,
          content,
          featured_image: covers.get(index) ?? null,
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
        await changeArticleStatus(manager, article, 'published', publishedAt);
        const saved = await manager.save(Article, article);
        if (demo.author === 'contributor') await this.seedSubmission(manager, saved, contributor, admin, publishedAt);
      }
    });
    this.logger.log(`Données de démonstration créées (admin ${DEMO_ADMIN.email}, contributeur ${DEMO_CONTRIBUTOR.email}).`);
  }

  private async seedTags(manager: EntityManager, users: { admin: User; contributor: User }): Promise<void> {
    const tags = await manager.save(
      ProfileTag,
      DEMO_TAGS.map((t) => manager.create(ProfileTag, { name: t.name, color: t.color })),
    );
    for (const [key, user] of Object.entries(users)) {
      const ids = tags.filter((_tag, i) => (DEMO_TAGS[i].owners as readonly string[]).includes(key)).map((t) => t.id);
      await manager.createQueryBuilder().relation(User, 'tags').of(user.id).add(ids);
    }
  }

  /** The contributor's articles went through review: their submissions are published (no reward paid in the demo). */
  private async seedSubmission(
    manager: EntityManager,
    article: Article,
    contributor: User,
    reviewer: User,
    publishedAt: Date,
  ): Promise<void> {
    await manager.save(
      Submission,
      manager.create(Submission, {
        article_id: article.id,
        contributor_id: contributor.id,
        status: 'published',
        submitted_at: new Date(publishedAt.getTime() - DAY_MS),
        reviewed_at: publishedAt,
        reviewed_by: reviewer.id,
        admin_notes: 'Article clair et bien documenté, merci !',
      }),
    );
  }

  /** Cover images for the articles that have one, keyed by their index in DEMO_ARTICLES. */
  private async drawCovers(): Promise<Map<number, string>> {
    const covers = new Map<number, string>();
    for (const [index, demo] of DEMO_ARTICLES.entries()) {
      if (!demo.image) continue;
      const png = await loadSharp()(demoCoverSvg(demo.image.from, demo.image.to, index + 1))
        .png()
        .toBuffer();
      covers.set(index, (await this.uploads.storeArticleImage(png)).url);
    }
    return covers;
  }
}
