import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import type { Submission } from '../shared/admin-api';
import { approvalSchedule, type PublishWhen } from './approve-schedule';
import { useReviewActions } from './use-review-actions';

const t = frAdmin.submissions;

/** What the reviewer types in the approve and reject steps: notes, reason, and when to publish. */
export function useReviewForm() {
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<PublishWhen>('now');
  const [publishAt, setPublishAt] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  return { notes, setNotes, reason, setReason, when, setWhen, publishAt, setPublishAt, dateError, setDateError };
}

export type ReviewForm = ReturnType<typeof useReviewForm>;

/**
 * The review's three decisions on one submission: approve (now or scheduled, the date checked first),
 * reject (a non-blank reason), or cancel a scheduled approval, with the status the modal shows, its busy
 * state and the server's error. Approving or rejecting closes the modal; a cancelled schedule keeps it open.
 */
export function useReviewDecision(submission: Submission, form: ReviewForm, onClose: () => void) {
  // The list's copy of the submission is not read again while the modal is open: a cancelled schedule
  // makes it pending here at once.
  const [status, setStatus] = useState(submission.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useReviewActions();

  const approve = async () => {
    const schedule = approvalSchedule(form.when, form.publishAt);
    form.setDateError(schedule.error);
    if (schedule.error) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await actions.approve(submission.id, form.notes, schedule.publishAt);
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
    if (!form.reason.trim()) return setError(t.reasonRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await actions.reject(submission.id, form.reason, form.notes);
      toast.success(answer.message);
      onClose();
    } catch (caught) {
      setError(errorText(caught, t.rejectError));
      setBusy(false);
    }
  };

  return { status, busy, error, approve, reject, cancelSchedule };
}
