import { Article } from '../editorial/entities/article.entity';
import { ArticleSlug } from '../editorial/entities/article-slug.entity';
import { ArticleViewCount } from '../editorial/entities/article-view-count.entity';
import { ArticleViewDay } from '../editorial/entities/article-view-day.entity';
import { AuthorViewDay } from '../editorial/entities/author-view-day.entity';
import { ArticleSearch } from '../search/entities/article-search.entity';
import { SearchTerm } from '../search/entities/search-term.entity';
import { ReconciliationRun } from '../rewards/entities/reconciliation-run.entity';
import { MismatchReview } from '../rewards/entities/mismatch-review.entity';
import { Category } from '../categories/entities/category.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { ArticleRevision } from '../publishing/revisions/article-revision.entity';
import { WorkingCopy } from '../publishing/revisions/working-copy.entity';
import { Notification } from '../notifications/entities/notification.entity';
import { ProfileTag } from '../users/entities/profile-tag.entity';
import { InstallationValue } from '../rewards/entities/installation-value.entity';
import { Reward } from '../rewards/entities/reward.entity';
import { Setting } from '../settings/entities/setting.entity';
import { SubmissionEvent } from '../editorial/entities/submission-event.entity';
import { SubmissionNote } from '../editorial/entities/submission-note.entity';
import { Submission } from '../editorial/entities/submission.entity';
import { User } from '../users/entities/user.entity';
import { OfferAffiliate } from '../offers/entities/offer-affiliate.entity';
import { OfferClickDay } from '../offers/entities/offer-click-day.entity';
import { OfferProduct } from '../offers/entities/offer-product.entity';
import { OfferSyncState } from '../offers/entities/offer-sync-state.entity';
import { OfferCardChoice } from '../offers/entities/offer-card-choice.entity';
import { NewsletterSubscriber } from '../newsletter/entities/newsletter-subscriber.entity';
import { NewsletterSuppression } from '../newsletter/entities/newsletter-suppression.entity';
import { NewsletterSend } from '../newsletter/entities/newsletter-send.entity';
import { NewsletterDelivery } from '../newsletter/entities/newsletter-delivery.entity';
import { PageStoreValue } from '../public-cache/entities/page-store-value.entity';

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
  MismatchReview,
  OfferProduct,
  OfferSyncState,
  OfferClickDay,
  OfferAffiliate,
  OfferCardChoice,
  NewsletterSubscriber,
  NewsletterSuppression,
  NewsletterSend,
  NewsletterDelivery,
  PageStoreValue,
];
