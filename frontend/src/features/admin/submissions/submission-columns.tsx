import { Box, Flex, Text } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import type { Submission } from '../shared/admin-api';
import { CheckIcon, EyeIcon, XIcon } from '../shared/ui/icons';
import { StatusBadge } from '../shared/StatusBadge';
import { IconButton } from '../shared/ui/Button';
import { EditLink } from '../shared/ui/EntityButtons';
import type { Column } from '../shared/ui/DataTable';
import { categoryColumn, dateColumn, titleColumn } from '../shared/ui/columns';
import type { ReviewMode } from './ReviewModal';
import { rewardNote, rewardText } from './reward-cell';

const t = frAdmin.submissions;

/**
 * Spec §2.15: where the edit icon leads, if anywhere, for this viewer. Staff also open a scheduled
 * (`approved`) article, whose date they move or whose schedule they cancel in the editor.
 */
export function submissionEditPath(submission: Pick<Submission, 'status' | 'article_id'>, staff: boolean): string | null {
  if (submission.article_id === null) return null;
  if (staff) return submission.status === 'rejected' ? null : `/admin/articles/edit/${submission.article_id}`;
  return submission.status === 'rejected' ? `/contributor/edit/${submission.article_id}` : null;
}

interface SubmissionColumnsOptions {
  staff: boolean;
  /** The reward's currency (site settings). */
  currency: string;
  onOpen: (submission: Submission, mode: ReviewMode) => void;
}

/** The submissions list's columns (spec §2.15). */
export function submissionColumns({ staff, currency, onOpen }: SubmissionColumnsOptions): Array<Column<Submission>> {
  return [
    titleColumn(
      t.colTitle,
      (submission) => submission.title,
      (submission) => (
        <Text fontSize="xs" color="fg.muted">
          {frAdmin.common.minutes(submission.reading_time)}
        </Text>
      ),
    ),
    {
      header: t.colContributor,
      cell: (submission) => (
        <>
          <Text>{submission.contributor_name}</Text>
          <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
            {submission.contributor_email}
          </Text>
        </>
      ),
    },
    categoryColumn(t.colCategory),
    {
      header: t.colStatus,
      // The analysis's score under the status, not in a column of its own: the row's actions stay on screen at 1280 px.
      cell: (submission) => (
        <>
          <StatusBadge status={submission.status} publishedAt={submission.published_at} />
          {submission.quality && (
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="quality-cell">
              {t.qualityCell(submission.quality.seo_passed, submission.quality.seo_total, submission.quality.readability_level)}
            </Text>
          )}
        </>
      ),
    },
    dateColumn(t.colDate, (submission) => submission.submitted_at),
    {
      header: t.colReward,
      testId: 'reward-cell',
      cell: (submission) => (
        <Flex align="center" gap="1" flexWrap="wrap">
          {rewardText(submission, currency)}
          {submission.reward_credited && (
            <Box as="span" role="img" color="#4ADE80" title={t.credited} aria-label={t.credited} display="inline-flex">
              <CheckIcon size={14} />
            </Box>
          )}
          {rewardNote(submission) === 'uncertain' && (
            <Text as="span" fontSize="xs" color="#93C5FD" title={t.rewardUncertainHint}>
              {t.rewardUncertain}
            </Text>
          )}
        </Flex>
      ),
    },
    { kind: 'actions', cell: (submission) => <SubmissionActions submission={submission} staff={staff} onOpen={onOpen} /> },
  ];
}

function SubmissionActions({
  submission,
  staff,
  onOpen,
}: { submission: Submission } & Omit<SubmissionColumnsOptions, 'currency'>) {
  const edit = submissionEditPath(submission, staff);
  const reviewable = staff && submission.status === 'pending';
  return (
    <Flex gap="1" justify="flex-end">
      <IconButton label={`${t.preview} : ${submission.title}`} onClick={() => onOpen(submission, 'preview')}>
        <EyeIcon size={16} />
      </IconButton>
      {edit && <EditLink to={edit} title={t.edit} name={submission.title} />}
      {reviewable && (
        <>
          <IconButton label={`${t.approve} : ${submission.title}`} onClick={() => onOpen(submission, 'approve')} color="#4ADE80">
            <CheckIcon size={16} />
          </IconButton>
          <IconButton label={`${t.reject} : ${submission.title}`} onClick={() => onOpen(submission, 'reject')} color="#FCA5A5">
            <XIcon size={16} />
          </IconButton>
        </>
      )}
    </Flex>
  );
}
