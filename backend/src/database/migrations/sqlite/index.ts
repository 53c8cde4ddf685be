import { Initial1795310993907 } from './1795310993907-Initial';
import { RewardSendLedger1795428727766 } from './1795428727766-RewardSendLedger';
import { NotificationsNotesOutbox1795460022814 } from './1795460022814-NotificationsNotesOutbox';
import { RevisionsAndScheduling1795470788201 } from './1795470788201-RevisionsAndScheduling';
import { BackOfficeListIndexes1795490238204 } from './1795490238204-BackOfficeListIndexes';
import { ArticleViews1795668693005 } from './1795668693005-ArticleViews';
import { RewardMarkerAndRevisionContent1795713795742 } from './1795713795742-RewardMarkerAndRevisionContent';
import { StatsAndReconciliation1795726478492 } from './1795726478492-StatsAndReconciliation';
import { ArticleSlugHistory1795726559315 } from './1795726559315-ArticleSlugHistory';
import { AuthorPages1795728857173 } from './1795728857173-AuthorPages';
import { AuthorDailyViews1795741229761 } from './1795741229761-AuthorDailyViews';
import { DraftsOfNewArticles1795741374517 } from './1795741374517-DraftsOfNewArticles';
import { ArticleSearch1795741522676 } from './1795741522676-ArticleSearch';
import { SearchTermCounts1795755346445 } from './1795755346445-SearchTermCounts';
import { RewardsByClient1795772551306 } from './1795772551306-RewardsByClient';
import { DropSubmissionRewardCredited1795872518320 } from './1795872518320-DropSubmissionRewardCredited';
import { MismatchReviews1795873279602 } from './1795873279602-MismatchReviews';
import { OffersCatalogue1795884714324 } from './1795884714324-OffersCatalogue';
import { NewsletterSubscribers1795885044967 } from './1795885044967-NewsletterSubscribers';
import { FocusKeyword1795886303623 } from './1795886303623-FocusKeyword';
import { OfferAffiliates1795886488267 } from './1795886488267-OfferAffiliates';
import { NewsletterSends1795899962940 } from './1795899962940-NewsletterSends';
import { OfferCardChoices1795902075683 } from './1795902075683-OfferCardChoices';
import { ArticleTitleKeywordIndexes1795919628368 } from './1795919628368-ArticleTitleKeywordIndexes';
import { PageStoreValues1795943538332 } from './1795943538332-PageStoreValues';

// Ordered list of SQLite migrations; `npm run migration:generate -- <Name>` appends to it.
export const SQLITE_MIGRATIONS: Function[] = [Initial1795310993907, RewardSendLedger1795428727766, NotificationsNotesOutbox1795460022814, RevisionsAndScheduling1795470788201, BackOfficeListIndexes1795490238204, ArticleViews1795668693005, RewardMarkerAndRevisionContent1795713795742, StatsAndReconciliation1795726478492, ArticleSlugHistory1795726559315, AuthorPages1795728857173, AuthorDailyViews1795741229761, DraftsOfNewArticles1795741374517, ArticleSearch1795741522676, SearchTermCounts1795755346445, RewardsByClient1795772551306, DropSubmissionRewardCredited1795872518320, MismatchReviews1795873279602, OffersCatalogue1795884714324, NewsletterSubscribers1795885044967, FocusKeyword1795886303623, OfferAffiliates1795886488267, NewsletterSends1795899962940, OfferCardChoices1795902075683, ArticleTitleKeywordIndexes1795919628368, PageStoreValues1795943538332];
