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
