import type { Article } from '../editorial/entities/article.entity';
import { SubmissionQualities } from './submission-quality';

const article = (id: number, content: string, updated = new Date(0)): Article =>
  ({
    id,
    title: `Héberger un serveur Minecraft ${id}`,
    slug: `serveur-${id}`,
    content,
    short_description: 'Un guide.',
    meta_title: null,
    meta_description: null,
    focus_keyword: 'serveur minecraft',
    updated_at: updated,
  }) as unknown as Article;

describe('the submissions list’s analyses', () => {
  it('analyses an article once while it, the word minimum and the published articles stay the same', () => {
    const qualities = new SubmissionQualities();
    const text = `<p>${'Un serveur minecraft bien réglé accueille vos amis. '.repeat(20)}</p>`;
    const first = qualities.of([article(1, text)], [], 300).get(1)!;
    expect(first.seo_total).toBeGreaterThan(0);
    expect(qualities.of([article(1, text)], [], 300).get(1)).toBe(first);

    // Edited, another minimum, another published article with its title: analysed again.
    const edited = qualities.of([article(1, `${text}<p>Un ajout.</p>`, new Date(1000))], [], 300).get(1)!;
    expect(edited).not.toBe(first);
    expect(qualities.of([article(1, text)], [], 100).get(1)).not.toBe(first);
    expect(first.failed.map((check) => check.id)).not.toContain('title-unique');
    const taken = qualities
      .of([article(1, text)], [{ id: 2, title: 'Héberger un serveur Minecraft 1', slug: 'autre', keyword: null }], 300)
      .get(1)!;
    expect(taken.failed.map((check) => check.id)).toContain('title-unique');
  });
});
