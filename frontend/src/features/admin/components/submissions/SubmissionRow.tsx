import { Box, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frAdmin } from '../../../../i18n/fr-admin';
import { formatDateTime } from '../../../../lib/format';
import { useRewardCurrency } from '../../../site/use-settings';
import type { Submission } from '../../admin-api';
import { CheckIcon, EditIcon, EyeIcon, XIcon } from '../layout/menu-icons';
import { StatusBadge } from '../StatusBadge';
import { IconButton } from '../ui/Button';
import { ColorBadge } from '../ui/Surface';
import { Td, Tr } from '../ui/Table';
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

export function SubmissionRow({
  submission,
  staff,
  onOpen,
}: {
  submission: Submission;
  staff: boolean;
  onOpen: (submission: Submission, mode: ReviewMode) => void;
}) {
  const edit = submissionEditPath(submission, staff);
  const reviewable = staff && submission.status === 'pending';
  const currency = useRewardCurrency();
  return (
    <Tr data-testid="submission-row" data-title={submission.title}>
      <Td data-cell="primary" minW="40">
        <Text fontWeight="semibold" lineClamp={2}>
          {submission.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {frAdmin.common.minutes(submission.reading_time)}
        </Text>
      </Td>
      <Td data-label={t.colContributor}>
        <Text>{submission.contributor_name}</Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {submission.contributor_email}
        </Text>
      </Td>
      <Td data-label={t.colCategory}>
        {submission.category_name ? (
          <ColorBadge color={submission.category_color ?? '#FACC15'}>{submission.category_name}</ColorBadge>
        ) : (
          frAdmin.common.none
        )}
      </Td>
      <Td data-label={t.colStatus}>
        <StatusBadge status={submission.status} publishedAt={submission.published_at} />
      </Td>
      <Td data-label={t.colDate} color="fg.muted">
        {formatDateTime(submission.submitted_at)}
      </Td>
      <Td data-label={t.colReward} data-testid="reward-cell">
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
      </Td>
      <Td data-cell="actions">
        <Flex gap="1" justify="flex-end">
          <IconButton label={`${t.preview} : ${submission.title}`} onClick={() => onOpen(submission, 'preview')}>
            <EyeIcon size={16} />
          </IconButton>
          {edit && (
            <Link to={edit} aria-label={`${t.edit} : ${submission.title}`} title={t.edit}>
              <Flex
                as="span"
                align="center"
                justify="center"
                w="8"
                h="8"
                rounded="lg"
                color="fg.muted"
                _hover={{ bg: 'whiteAlpha.100', color: 'fg' }}
              >
                <EditIcon size={16} />
              </Flex>
            </Link>
          )}
          {reviewable && (
            <>
              <IconButton
                label={`${t.approve} : ${submission.title}`}
                onClick={() => onOpen(submission, 'approve')}
                color="#4ADE80"
              >
                <CheckIcon size={16} />
              </IconButton>
              <IconButton
                label={`${t.reject} : ${submission.title}`}
                onClick={() => onOpen(submission, 'reject')}
                color="#FCA5A5"
              >
                <XIcon size={16} />
              </IconButton>
            </>
          )}
        </Flex>
      </Td>
    </Tr>
  );
}
