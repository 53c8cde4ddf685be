import { createHash } from 'node:crypto';
import { analyzeArticle, inputFromArticle, type OtherArticle } from '@blog/writing-analysis';
import type { SubmissionQualityDto } from '../editorial/dto/submission.dto';
import type { Article } from '../editorial/entities/article.entity';

/**
 * The writing analysis of a submitted article, computed by the same module as the editor's panel on
 * the same fields (`inputFromArticle`). Advice only: it never blocks a submission.
 */
export function submissionQuality(article: Article, published: OtherArticle[], minWords: number): SubmissionQualityDto {
  const others = published.filter((other) => other.id !== article.id);
  const analysis = analyzeArticle(inputFromArticle(article, { minWords, others }));
  return {
    seo_passed: analysis.seo.passed,
    seo_total: analysis.seo.total,
    readability_level: analysis.readability.level,
    reading_ease: analysis.readability.readingEase,
    failed: analysis.checks
      .filter((check) => check.status !== 'green')
      .map(({ id, group, status, message }) => ({ id, group, status, message })),
  };
}

/** Analyses kept: about a kilobyte each; more than a list shows (1,000 rows). */
const KEPT = 5000;

/**
 * The analyses of the submissions list, kept per article version: a list of 1,000 submissions analysed
 * again at every request took seconds at 100,000 articles. An entry holds while the article is unchanged
 * (its id, `updated_at` and content length) and so are the word minimum and the published titles and
 * keywords it is compared with.
 */
export class SubmissionQualities {
  private readonly kept = new Map<string, SubmissionQualityDto>();

  of(articles: readonly Article[], published: OtherArticle[], minWords: number): Map<number, SubmissionQualityDto> {
    const context = createHash('sha1')
      .update(JSON.stringify([minWords, published]))
      .digest('base64url');
    const out = new Map<number, SubmissionQualityDto>();
    for (const article of articles) {
      const key = `${article.id}:${new Date(article.updated_at).getTime()}:${article.content?.length ?? 0}:${context}`;
      let quality = this.kept.get(key);
      if (quality) {
        // Used again: last to go.
        this.kept.delete(key);
      } else {
        quality = submissionQuality(article, published, minWords);
      }
      this.kept.set(key, quality);
      if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
      out.set(article.id, quality);
    }
    return out;
  }
}
