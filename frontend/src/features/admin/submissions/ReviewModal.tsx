import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { frAdmin } from '../../../i18n/fr-admin';
import type { Submission } from '../shared/admin-api';
import { TextArea } from '../shared/ui/fields';
import { Modal } from '../shared/ui/Modal';
import { PublishWhenFields } from './PublishWhenFields';
import { ReviewFooter, type ReviewMode } from './ReviewFooter';
import { ReviewPreview } from './ReviewPreview';
import { ReviewSummary } from './ReviewSummary';
import { useReviewDecision, useReviewForm, type ReviewForm } from './use-review-decision';

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
  const form = useReviewForm();
  const { status, busy, error, approve, reject, cancelSchedule } = useReviewDecision(submission, form, onClose);
  const pending = status === 'pending' && canReview;
  const scheduled = status === 'approved' && canReview && submission.article_id !== null;

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
          when={form.when}
          reason={form.reason}
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
        {mode === 'preview' ? (
          <ReviewPreview submission={submission} status={status} />
        ) : (
          <DecisionFields mode={mode} form={form} />
        )}
      </Stack>
    </Modal>
  );
}

/** The approve and reject steps' fields: the reason of a rejection, when to publish an approval, the notes. */
function DecisionFields({ mode, form }: { mode: Exclude<ReviewMode, 'preview'>; form: ReviewForm }) {
  return (
    <>
      {mode === 'reject' && (
        <TextArea
          label={t.rejectionReason}
          required
          value={form.reason}
          placeholder={t.rejectionPlaceholder}
          onChange={(e) => form.setReason(e.target.value)}
        />
      )}
      {mode === 'approve' && (
        <PublishWhenFields
          when={form.when}
          onWhen={(next) => {
            form.setWhen(next);
            form.setDateError(null);
          }}
          value={form.publishAt}
          onValue={(value) => {
            form.setPublishAt(value);
            form.setDateError(null);
          }}
          error={form.dateError}
          notBeforeNow
        />
      )}
      <TextArea label={t.adminNotes} value={form.notes} onChange={(e) => form.setNotes(e.target.value)} />
    </>
  );
}
