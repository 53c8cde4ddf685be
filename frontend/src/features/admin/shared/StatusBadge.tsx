import type { BoxProps } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import type { ArticleStatus, SubmissionStatus } from './admin-api';
import { statusText } from './status-text';
import { Badge, type BadgeTone } from './ui/Surface';

const TONE: Record<ArticleStatus | SubmissionStatus, BadgeTone> = {
  published: 'green',
  draft: 'gray',
  pending: 'yellow',
  rejected: 'red',
  approved: 'blue',
};

/** A status as a coloured badge; a scheduled one (`approved`) with its date when `publishedAt` is given. */
export function StatusBadge({ status, publishedAt }: { status: ArticleStatus | SubmissionStatus; publishedAt?: string | null }) {
  const text = statusText(status, publishedAt);
  // The dated label is long: in a narrow column it wraps, on a box rather than a pill.
  const wrap: BoxProps =
    text === frAdmin.statuses[status] ? {} : { whiteSpace: 'normal', rounded: 'md', minW: '10rem', lineHeight: '1.4', py: '1' };
  return (
    <Badge tone={TONE[status]} data-status={status} {...wrap}>
      {text}
    </Badge>
  );
}

export const statusTone = (status: ArticleStatus | SubmissionStatus): BadgeTone => TONE[status];
