import { Grid } from '@chakra-ui/react';
import { frNotifications } from '../../../i18n/fr-notifications';
import type { Submission } from '../shared/admin-api';
import { Section } from '../shared/ui/Section';
import { Card } from '../shared/ui/Surface';
import { SubmissionNotes } from './SubmissionNotes';
import { SubmissionTimeline } from './SubmissionTimeline';

/** Notes can be written while the team and the contributor still have something to settle. */
export const notesOpen = (status: Submission['status']) => status === 'pending' || status === 'rejected';

/**
 * The history and the editorial notes of a submission, side by side when there is room; `stacked` keeps
 * them one above the other (the review modal's side column).
 */
export function SubmissionThread({
  submission,
  stacked = false,
}: {
  submission: Pick<Submission, 'id' | 'status'>;
  stacked?: boolean;
}) {
  return (
    <Grid
      templateColumns={stacked ? '1fr' : { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }}
      gap="6"
      data-testid="submission-thread"
    >
      <SubmissionTimeline submissionId={submission.id} />
      <SubmissionNotes submissionId={submission.id} open={notesOpen(submission.status)} />
    </Grid>
  );
}

/** The contributor's editor: the same, in a card of its own beside the banner of a pending or refused article. */
export function SubmissionFollowUp({ submission }: { submission: Pick<Submission, 'id' | 'status'> }) {
  return (
    <Card data-testid="submission-follow-up">
      <Section level="h2" title={frNotifications.thread.title}>
        <SubmissionThread submission={submission} />
      </Section>
    </Card>
  );
}
