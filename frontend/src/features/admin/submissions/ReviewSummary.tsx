import { Box, chakra, Flex } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatDateTime } from '../../../lib/format';
import type { Submission } from '../shared/admin-api';
import { StatusBadge } from '../shared/StatusBadge';
import { ColorBadge } from '../shared/ui/Surface';

const t = frAdmin.submissions;

/**
 * Whether the refusal is still the last decision: the submission is refused, or sent back and waiting
 * (a resubmission). Once approved, scheduled or published, its old reason is history only.
 */
export const refusalStands = (status: Submission['status']) => status === 'rejected' || status === 'pending';

/** The review modal's first lines: status, category, who sent it and when, and the refusal while it stands. */
export function ReviewSummary({ submission, status }: { submission: Submission; status: Submission['status'] }) {
  return (
    <>
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
      {submission.quality && <QualitySummary quality={submission.quality} />}
    </>
  );
}

const QUALITY_DOT = { green: 'green.500', orange: 'orange.400', red: 'red.500' } as const;

/** Issue #51: the writing analysis the writer saw in the editor, and what is left to fix. Advice only. */
function QualitySummary({ quality }: { quality: NonNullable<Submission['quality']> }) {
  return (
    <Box fontSize="sm" data-testid="review-quality">
      <chakra.p fontWeight="semibold">{t.quality(quality.seo_passed, quality.seo_total, quality.readability_level)}</chakra.p>
      {quality.failed.length > 0 && (
        <chakra.details mt="1">
          <chakra.summary cursor="pointer" color="fg.muted">
            {t.qualityFailed} ({quality.failed.length})
          </chakra.summary>
          <chakra.ul listStyleType="none" p="0" mt="1">
            {quality.failed.map((check) => (
              <Flex as="li" key={check.id} gap="2" align="start" data-testid={`review-check-${check.id}`}>
                <Box as="span" flexShrink={0} w="2" h="2" mt="1.5" rounded="full" bg={QUALITY_DOT[check.status]} />
                <span>{check.message}</span>
              </Flex>
            ))}
          </chakra.ul>
        </chakra.details>
      )}
    </Box>
  );
}
