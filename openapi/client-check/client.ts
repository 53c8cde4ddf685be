/**
 * Compiled by `npm test` (never run): a client typed from the generated frontend/src/api/schema.d.ts, the
 * way an integrator would generate one from openapi/openapi.json. It reads the fields each route really
 * sends; the `@ts-expect-error` lines fail the check if a schema starts lending its fields to another route
 * again (two DTO classes once shared the name ContributorStatsResponseDto).
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../frontend/src/api/schema';

type Schemas = components['schemas'];
const api = createClient<paths>({ baseUrl: 'https://blog.example' });

export async function publicStats(): Promise<Schemas['ContributorStatsDto'] | undefined> {
  const { data } = await api.GET('/blog/api/contributors/stats');
  if (!data) return undefined;
  // @ts-expect-error the public statistics carry no submission counters
  void data.stats.total_earned;
  return { ...data.stats, avg_articles_per_contributor: data.stats.total_articles / Math.max(data.stats.total_contributors, 1) };
}

export async function myStats(token: string): Promise<number> {
  const { data } = await api.GET('/blog/api/submissions/stats', { headers: { authorization: `Bearer ${token}` } });
  const stats: Schemas['ContributorSubmissionStatsResponseDto']['stats'] | undefined = data?.stats;
  // @ts-expect-error a contributor's own counters are not the public statistics
  void stats?.total_contributors;
  return (stats?.total_earned ?? 0) + (stats?.pending ?? 0);
}

/** Read by slug, changed and deleted by number, on the one documented path. */
export async function article(slug: string, id: number, token: string): Promise<string> {
  const read = await api.GET('/blog/api/articles/{article}', { params: { path: { article: slug } } });
  if (read.error) return read.error.error;
  const headers = { authorization: `Bearer ${token}` };
  const removed = await api.DELETE('/blog/api/articles/{article}', { params: { path: { article: id } }, headers });
  return removed.error ? removed.error.message : read.data.article.title;
}
