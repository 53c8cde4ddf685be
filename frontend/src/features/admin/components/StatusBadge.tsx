import { frAdmin } from '../../../i18n/fr-admin';
import type { ArticleStatus, SubmissionStatus } from '../admin-api';
import { Badge, type BadgeTone } from './ui/Surface';

const TONE: Record<ArticleStatus | SubmissionStatus, BadgeTone> = {
  published: 'green',
  draft: 'gray',
  pending: 'yellow',
  rejected: 'red',
  approved: 'blue',
};

export function StatusBadge({ status }: { status: ArticleStatus | SubmissionStatus }) {
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {frAdmin.statuses[status]}
    </Badge>
  );
}

export const statusTone = (status: ArticleStatus | SubmissionStatus): BadgeTone => TONE[status];
