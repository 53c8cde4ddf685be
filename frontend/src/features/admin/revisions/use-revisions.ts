import { apiKeys } from '../../../api/keys';
import type { components } from '../../../api/schema';
import { useApi } from '../../../api/use-api';

type Schemas = components['schemas'];
export type RevisionKind = Schemas['RevisionSummaryDto']['kind'];
export type RevisionSummary = Schemas['RevisionSummaryDto'];
export type RevisionDetail = Schemas['RevisionDetailDto'];
export type RevisionsResponse = Schemas['RevisionsResponseDto'];
export type RevisionResponse = Schemas['RevisionResponseDto'];

/** An article's versions, newest first (staff, or the article's author). */
export const useRevisions = (articleId: number | null) =>
  useApi<RevisionsResponse>(articleId === null ? null : apiKeys.revisions(articleId));

/** One version, with what changed from it to the current article. */
export const useRevision = (articleId: number, revisionId: number | null) =>
  useApi<RevisionResponse>(revisionId === null ? null : apiKeys.revision(articleId, revisionId));
