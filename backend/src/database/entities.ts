import { Article } from '../articles/entities/article.entity';
import { ArticleSlug } from '../articles/entities/article-slug.entity';
import { ArticleViewCount } from '../articles/entities/article-view-count.entity';
import { ArticleViewDay } from '../articles/entities/article-view-day.entity';
import { AuthorViewDay } from '../articles/entities/author-view-day.entity';
import { ArticleSearch } from '../search/entities/article-search.entity';
import { SearchTerm } from '../search/entities/search-term.entity';
import { ReconciliationRun } from '../rewards/entities/reconciliation-run.entity';
import { Category } from '../categories/entities/category.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { ArticleRevision } from '../publishing/revisions/article-revision.entity';
import { WorkingCopy } from '../publishing/revisions/working-copy.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { ProfileTag } from '../profile-tags/entities/profile-tag.entity';
import { InstallationValue } from '../rewards/entities/installation-value.entity';
import { Reward } from '../rewards/entities/reward.entity';
import { Setting } from '../settings/entities/setting.entity';
import { SubmissionEvent } from '../submissions/entities/submission-event.entity';
import { SubmissionNote } from '../submissions/entities/submission-note.entity';
import { Submission } from '../submissions/entities/submission.entity';
import { User } from '../users/entities/user.entity';

export const ENTITIES = [
  User,
  ProfileTag,
  Category,
  Setting,
  Article,
  ArticleViewCount,
  ArticleSlug,
  ArticleViewDay,
  AuthorViewDay,
  ArticleSearch,
  SearchTerm,
  Submission,
  SubmissionEvent,
  SubmissionNote,
  Reward,
  Notification,
  OutboxMessage,
  ArticleRevision,
  WorkingCopy,
  InstallationValue,
  ReconciliationRun,
];
