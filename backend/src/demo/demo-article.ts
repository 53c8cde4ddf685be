/** One article of the demo data. */
export interface DemoArticle {
  title: string;
  /** Slug of one of DEMO_CATEGORIES. */
  category: string;
  author: 'admin' | 'contributor';
  /** Published this many days before the seeding. */
  daysAgo: number;
  /** Colours of a generated cover image, or null for an article without one. */
  image: { from: string; to: string } | null;
  short_description: string;
  meta_keywords: string;
  content: string;
}
