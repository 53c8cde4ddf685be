import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiKeys } from '../../../../api/keys';
import type { SessionUser } from '../../../../api/models';
import { useApi } from '../../../../api/use-api';
import { PageSpinner } from '../../../../components/PageSpinner';
import { toast } from '../../../../components/toast/toast-store';
import { frEditor } from '../../../../i18n/fr-editor';
import { formatAmount } from '../../shared/format';
import type { RewardSettingsResponse } from '../../shared/admin-api';
import { useArticleForEdit } from '../use-article-reads';
import { useMySubmissions } from '../../submissions/use-submission-reads';
import { PageHeader } from '../../shared/ui/Surface';
import type { EditorContext } from './use-article-editor-form';
import { ArticleEditorForm } from './ArticleEditorForm';
import { emptyForm, formFromArticle } from './article-form';
import { SubmissionFollowUp } from '../../submissions/SubmissionThread';
import { LockedArticleNotice } from './EditorNotices';
import { isDraftKey, newDraftKey } from './working-copy';

/** The navigation state of « Reprendre » in the drafts list (draftEditorState). */
const isTakeUp = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { takeUpDraft?: unknown }).takeUpDraft === true;

/** Spec §2.11 defaults when the reward settings cannot be read. */
const DEFAULT_MIN_WORDS = 300;

/**
 * Loads what the editor needs (the article, and for a contributor the reward rules and the rejection
 * reason), then hands a settled base form to the editor form. An article that cannot be loaded sends
 * the user back to the list with « Article non trouvé ».
 */
export function ArticleEditorScreen({ user }: { user: SessionUser }) {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id === undefined ? null : Number(params.id);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const contributor = user.role === 'contributor';
  // A new article has a draft key of its own in the address: several new articles are several drafts,
  // and the address takes this one up again (from the drafts list, or after a reload).
  const [search, setSearch] = useSearchParams();
  const takeUpDraft = isTakeUp(useLocation().state);
  const draftParam = search.get('draft');
  const draftKey = id === null && isDraftKey(draftParam) ? draftParam : null;
  useEffect(() => {
    if (id !== null || draftKey !== null) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('draft', newDraftKey());
        return next;
      },
      { replace: true },
    );
  }, [id, draftKey, setSearch]);

  const article = useArticleForEdit(validId ? id : null);
  const rewards = useApi<RewardSettingsResponse>(contributor ? apiKeys.rewardSettings : null);
  const status = article.data?.article.status;
  const rejected = contributor && status === 'rejected';
  // A contributor's article under review or refused: its submission brings the reason, history and notes.
  const submissions = useMySubmissions(contributor && (status === 'rejected' || status === 'pending'));
  const submission = submissions.data?.submissions.find((s) => s.article_id === id) ?? null;

  const failed = !validId || Boolean(article.error);
  useEffect(() => {
    if (!failed) return;
    toast.error(frEditor.notFound);
    void navigate('/admin/articles', { replace: true });
  }, [failed, navigate]);

  if (failed) return null;
  if (id !== null && !article.data) return <PageSpinner />;
  if (id === null && draftKey === null) return <PageSpinner />;
  // The server lets a contributor change a rejected article only: anything else is said before any typing.
  const loaded = article.data?.article;
  if (contributor && loaded && loaded.status !== 'rejected') {
    return (
      <>
        <PageHeader title={loaded.title} />
        <Stack gap="4">
          <LockedArticleNotice slug={loaded.slug} published={loaded.status === 'published'} />
          {submission && loaded.status === 'pending' && <SubmissionFollowUp submission={submission} />}
        </Stack>
      </>
    );
  }
  if (contributor && !rewards.data && !rewards.error) return <PageSpinner />;

  const settings = rewards.data?.settings;
  const minWords = Number(settings?.min_words_count) || DEFAULT_MIN_WORDS;
  const reward = formatAmount(settings?.article_reward_amount ?? '1.00', settings?.article_reward_currency ?? 'EUR');

  const context: EditorContext = {
    user,
    articleId: id,
    draftKey,
    contributor,
    rejected: Boolean(rejected),
    rejectionReason: submission?.rejection_reason ?? null,
    submission,
    minWords,
    reward,
    qualityReminderBelow: Number(settings?.quality_reminder_below) || 0,
    takeUpDraft,
  };
  const base = article.data ? formFromArticle(article.data.article) : emptyForm();
  return <ArticleEditorForm key={`${user.id}:${id ?? `new-${draftKey}`}`} context={context} base={base} />;
}
