import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorText } from '../../../../api/errors';
import { FormAlert } from '../../../../components/form/FormAlert';
import { toast } from '../../../../components/toast/toast-store';
import { ArticleBody } from '../../../articles/components/ArticleBody';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import type { Submission } from '../../admin-api';
import { useReviewActions } from '../../hooks/use-review-actions';
import { StatusBadge } from '../StatusBadge';
import { Button } from '../ui/Button';
import { TextArea, TextInput } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { ColorBadge } from '../ui/Surface';
import { approvalSchedule, earliestPublishLocal, type PublishWhen } from './approve-schedule';
import { ChangesSinceRejection } from './ChangesSinceRejection';
import { SubmissionThread } from './SubmissionThread';

const t = frAdmin.submissions;

/**
 * Whether the refusal is still the last decision: the submission is refused, or sent back and waiting
 * (a resubmission). Once approved, scheduled or published, its old reason is history only.
 */
export const refusalStands = (status: Submission['status']) => status === 'rejected' || status === 'pending';

export type ReviewMode = 'preview' | 'approve' | 'reject';

const WHEN: Array<[PublishWhen, string]> = [
  ['now', t.publishNow],
  ['later', t.publishLater],
];

/** « Publier maintenant » or « Programmer », and the date and time (Paris) of a scheduled publication. */
function PublishWhenFields({
  when,
  onWhen,
  value,
  onValue,
  error,
}: {
  when: PublishWhen;
  onWhen: (when: PublishWhen) => void;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
}) {
  const name = useId();
  return (
    <Stack gap="3">
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="1.5">
          {t.publication}
        </chakra.legend>
        <Flex gap="4" flexWrap="wrap">
          {WHEN.map(([mode, label]) => (
            <chakra.label key={mode} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <chakra.input
                type="radio"
                name={name}
                value={mode}
                checked={when === mode}
                onChange={() => onWhen(mode)}
                w="4"
                h="4"
                accentColor="var(--color-primary, #FACC15)"
              />
              {label}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
      {when === 'later' && (
        <TextInput
          type="datetime-local"
          label={t.publishAt}
          hint={t.publishAtHint}
          value={value}
          min={earliestPublishLocal()}
          error={error}
          required
          onChange={(event) => onValue(event.target.value)}
          css={{ colorScheme: 'dark' }}
          data-testid="publish-at"
        />
      )}
    </Stack>
  );
}

/**
 * Spec §2.15 / §4: the review modal in its three modes. Preview offers approve and reject on a pending
 * submission (staff only), and on a scheduled one (`approved`) the cancellation of its schedule, after
 * which it is pending again; approve publishes now or schedules, with optional notes; reject needs a
 * non-blank reason.
 */
export function ReviewModal({
  submission,
  initialMode,
  canReview,
  onClose,
}: {
  submission: Submission;
  initialMode: ReviewMode;
  canReview: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<ReviewMode>(initialMode);
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<PublishWhen>('now');
  const [publishAt, setPublishAt] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  // The list's copy of the submission is not read again while the modal is open: a cancelled schedule
  // makes it pending here at once.
  const [status, setStatus] = useState(submission.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useReviewActions();
  const pending = status === 'pending' && canReview;
  const scheduled = status === 'approved' && canReview && submission.article_id !== null;

  const approve = async () => {
    const schedule = approvalSchedule(when, publishAt);
    setDateError(schedule.error);
    if (schedule.error) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await actions.approve(submission.id, notes, schedule.publishAt);
      toast.success(answer.message);
      onClose();
    } catch (caught) {
      setError(errorText(caught, t.approveError));
      setBusy(false);
    }
  };

  const cancelSchedule = async () => {
    if (submission.article_id === null) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await actions.cancelSchedule(submission.id, submission.article_id);
      toast.success(answer.message);
      setStatus('pending');
    } catch (caught) {
      setError(errorText(caught, t.cancelScheduleError));
    } finally {
      setBusy(false);
    }
  };

  const reject = async () => {
    if (!reason.trim()) return setError(t.reasonRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await actions.reject(submission.id, reason, notes);
      toast.success(answer.message);
      onClose();
    } catch (caught) {
      setError(errorText(caught, t.rejectError));
      setBusy(false);
    }
  };

  const footer =
    mode === 'preview' ? (
      pending ? (
        <>
          <Button variant="danger" onClick={() => setMode('reject')}>
            {t.reject}
          </Button>
          <Button variant="success" onClick={() => setMode('approve')}>
            {t.approve}
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" onClick={onClose}>
            {frAdmin.common.close}
          </Button>
          {scheduled && (
            <Button onClick={() => void cancelSchedule()} busy={busy}>
              {t.cancelSchedule}
            </Button>
          )}
        </>
      )
    ) : (
      <>
        <Button variant="outline" onClick={() => (initialMode === 'preview' ? setMode('preview') : onClose())} disabled={busy}>
          {initialMode === 'preview' ? t.back : frAdmin.common.cancel}
        </Button>
        {mode === 'approve' ? (
          <Button variant="success" onClick={() => void approve()} disabled={busy}>
            {busy ? t.processing : when === 'later' ? t.approveAndSchedule : t.approveAndPublish}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => void reject()} disabled={busy || !reason.trim()}>
            {busy ? t.processing : t.reject}
          </Button>
        )}
      </>
    );

  return (
    <Modal
      title={mode === 'approve' ? t.approveTitle : mode === 'reject' ? t.rejectTitle : submission.title}
      onClose={onClose}
      footer={footer}
      size={mode === 'preview' ? '2xl' : 'md'}
      fitViewport
      // The preview opens at its top (status, history), not on the note field of its side column.
      initialFocus={initialMode === 'preview' ? 'panel' : 'first-field'}
    >
      <Stack gap="4">
        <FormAlert message={error} />
        {mode !== 'preview' && (
          <Text fontWeight="semibold" data-testid="review-title">
            {submission.title}
          </Text>
        )}
        <Flex gap="2" align="center" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <StatusBadge status={status} publishedAt={status === 'approved' ? submission.published_at : null} />
          {submission.category_name && (
            <ColorBadge color={submission.category_color ?? '#FACC15'}>{submission.category_name}</ColorBadge>
          )}
          <span>{t.submittedBy(submission.contributor_name, formatDateTime(submission.submitted_at))}</span>
          <span>· {frAdmin.common.minutes(submission.reading_time)}</span>
        </Flex>
        {/* The current decision only: a refusal followed by a publication no longer shows its reason here
            (the history keeps it, with each decision's internal note under its event). */}
        {submission.rejection_reason && refusalStands(status) && (
          <Box
            p="3"
            rounded="lg"
            bg="rgba(248, 113, 113, 0.1)"
            borderWidth="1px"
            borderColor="rgba(248, 113, 113, 0.4)"
            fontSize="sm"
            data-testid="review-rejection"
          >
            <chakra.strong color="#FCA5A5">{t.reasonShown}</chakra.strong> {submission.rejection_reason}
          </Box>
        )}
        {mode === 'preview' && (
          // The history and the notes come before the article, and beside it on a wide screen where they
          // stay in view while it scrolls: neither is ever below the whole article.
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
            templateAreas={{ base: '"thread" "article"', lg: '"article thread"' }}
            gap="6"
          >
            <Box
              gridArea="thread"
              alignSelf="start"
              position={{ lg: 'sticky' }}
              top="0"
              maxH={{ lg: 'calc(100dvh - 16rem)' }}
              overflowY={{ lg: 'auto' }}
              borderBottomWidth={{ base: '1px', lg: '0' }}
              borderColor="border"
              pb={{ base: '4', lg: '0' }}
              data-testid="review-side"
            >
              <SubmissionThread submission={{ id: submission.id, status }} stacked />
            </Box>
            <Stack gridArea="article" gap="4" minW="0" data-testid="review-article">
              {submission.article_id !== null && (
                <ChangesSinceRejection submissionId={submission.id} articleId={submission.article_id} />
              )}
              {submission.featured_image && (
                <chakra.img src={submission.featured_image} alt="" maxH="72" w="full" objectFit="cover" rounded="lg" />
              )}
              {submission.short_description && (
                <Text color="fg.muted" fontStyle="italic">
                  {submission.short_description}
                </Text>
              )}
              <Box borderTopWidth="1px" borderColor="border" pt="4" fontSize="sm">
                <ArticleBody html={submission.content} />
              </Box>
            </Stack>
          </Grid>
        )}
        {mode === 'reject' && (
          <TextArea
            label={t.rejectionReason}
            required
            value={reason}
            placeholder={t.rejectionPlaceholder}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        {mode === 'approve' && (
          <PublishWhenFields
            when={when}
            onWhen={(next) => {
              setWhen(next);
              setDateError(null);
            }}
            value={publishAt}
            onValue={(value) => {
              setPublishAt(value);
              setDateError(null);
            }}
            error={dateError}
          />
        )}
        {mode !== 'preview' && <TextArea label={t.adminNotes} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </Stack>
    </Modal>
  );
}
