import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { FormAlert } from '../../../components/form/FormAlert';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { Submission } from '../shared/admin-api';
import { useReviewActions } from './use-review-actions';
import { TextArea } from '../shared/ui/fields';
import { Modal } from '../shared/ui/Modal';
import { approvalSchedule, type PublishWhen } from './approve-schedule';
import { PublishWhenFields } from './PublishWhenFields';
import { ReviewFooter, type ReviewMode } from './ReviewFooter';
import { ReviewPreview } from './ReviewPreview';
import { ReviewSummary } from './ReviewSummary';

export type { ReviewMode } from './ReviewFooter';

const t = frAdmin.submissions;

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

  return (
    <Modal
      title={mode === 'approve' ? t.approveTitle : mode === 'reject' ? t.rejectTitle : submission.title}
      onClose={onClose}
      footer={
        <ReviewFooter
          mode={mode}
          initialMode={initialMode}
          setMode={setMode}
          pending={pending}
          scheduled={scheduled}
          busy={busy}
          when={when}
          reason={reason}
          onClose={onClose}
          onApprove={() => void approve()}
          onReject={() => void reject()}
          onCancelSchedule={() => void cancelSchedule()}
        />
      }
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
        <ReviewSummary submission={submission} status={status} />
        {mode === 'preview' && <ReviewPreview submission={submission} status={status} />}
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
            notBeforeNow
          />
        )}
        {mode !== 'preview' && <TextArea label={t.adminNotes} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </Stack>
    </Modal>
  );
}
