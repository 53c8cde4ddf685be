import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatDateAt } from '../shared/format';
import { useSubmissionTimeline } from './use-submission-reads';
import { useRevision, useRevisions } from '../revisions/use-revisions';
import { RevisionDiffView } from '../revisions/RevisionDiffView';
import { ReadState } from '../shared/ui/Section';
import { rejectedRevisionToCompare, resubmittedAfterRejection } from './rejection-changes';

const t = frAdmin.submissions;

/**
 * « Modifications depuis le refus », in the review of a submission sent back after a rejection: what
 * the contributor changed from the refused version to the current article, words added and removed.
 * The history (already read by the review) says whether there was a resubmission; only then are the
 * article's versions read, and the diff when the section is opened. Nothing is shown otherwise.
 */
export function ChangesSinceRejection({ submissionId, articleId }: { submissionId: number; articleId: number }) {
  const timeline = useSubmissionTimeline(submissionId);
  const resubmitted = resubmittedAfterRejection(timeline.data?.timeline ?? []);
  const revisions = useRevisions(resubmitted ? articleId : null);
  const rejected = rejectedRevisionToCompare(revisions.data?.revisions ?? []);
  const [open, setOpen] = useState(false);
  const detail = useRevision(articleId, open && rejected ? rejected.id : null);
  if (!rejected) return null;
  return (
    <chakra.details
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      bg="whiteAlpha.50"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="changes-since-rejection"
      css={{ '&[open] > summary': { borderBottomWidth: '1px' } }}
    >
      <chakra.summary px="4" py="3" cursor="pointer" fontWeight="semibold" borderColor="border">
        {t.changesSinceRejection}
      </chakra.summary>
      <Box p="4">
        <Text fontSize="xs" color="fg.muted" mb="4">
          {t.changesSinceRejectionHint(formatDateAt(rejected.created_at))}
        </Text>
        {open && (
          <ReadState read={detail} empty={false} errorText={t.changesLoadError} emptyText="">
            {detail.data && <RevisionDiffView diff={detail.data.revision.diff} />}
          </ReadState>
        )}
      </Box>
    </chakra.details>
  );
}
