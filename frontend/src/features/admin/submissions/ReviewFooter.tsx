import { frAdmin } from '../../../i18n/fr-admin';
import { Button } from '../shared/ui/Button';
import type { PublishWhen } from './approve-schedule';

const t = frAdmin.submissions;

export type ReviewMode = 'preview' | 'approve' | 'reject';

interface ReviewFooterProps {
  mode: ReviewMode;
  initialMode: ReviewMode;
  setMode: (mode: ReviewMode) => void;
  /** A pending submission the user may review: approve and reject are offered. */
  pending: boolean;
  /** A scheduled submission the user may review: its schedule can be cancelled. */
  scheduled: boolean;
  busy: boolean;
  when: PublishWhen;
  reason: string;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
  onCancelSchedule: () => void;
}

/** The review modal's buttons: in the preview, the choice of a decision; then that decision's confirmation. */
export function ReviewFooter({
  mode,
  initialMode,
  setMode,
  pending,
  scheduled,
  busy,
  when,
  reason,
  onClose,
  onApprove,
  onReject,
  onCancelSchedule,
}: ReviewFooterProps) {
  if (mode === 'preview' && pending)
    return (
      <>
        <Button variant="danger" onClick={() => setMode('reject')}>
          {t.reject}
        </Button>
        <Button variant="success" onClick={() => setMode('approve')}>
          {t.approve}
        </Button>
      </>
    );
  if (mode === 'preview')
    return (
      <>
        <Button variant="outline" onClick={onClose}>
          {frAdmin.common.close}
        </Button>
        {scheduled && (
          <Button onClick={onCancelSchedule} busy={busy}>
            {t.cancelSchedule}
          </Button>
        )}
      </>
    );
  return (
    <>
      <Button variant="outline" onClick={() => (initialMode === 'preview' ? setMode('preview') : onClose())} disabled={busy}>
        {initialMode === 'preview' ? t.back : frAdmin.common.cancel}
      </Button>
      {mode === 'approve' ? (
        <Button variant="success" onClick={onApprove} disabled={busy}>
          {busy ? t.processing : when === 'later' ? t.approveAndSchedule : t.approveAndPublish}
        </Button>
      ) : (
        <Button variant="danger" onClick={onReject} disabled={busy || !reason.trim()}>
          {busy ? t.processing : t.reject}
        </Button>
      )}
    </>
  );
}
