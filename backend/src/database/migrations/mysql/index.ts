import { Initial1795310994461 } from './1795310994461-Initial';
import { RewardSendLedger1795428732280 } from './1795428732280-RewardSendLedger';
import { NotificationsNotesOutbox1795460023944 } from './1795460023944-NotificationsNotesOutbox';
import { RevisionsAndScheduling1795470789295 } from './1795470789295-RevisionsAndScheduling';
import { BackOfficeListIndexes1795490238922 } from './1795490238922-BackOfficeListIndexes';
import { ArticleViews1795668712318 } from './1795668712318-ArticleViews';
import { RewardMarkerAndRevisionContent1795713896980 } from './1795713896980-RewardMarkerAndRevisionContent';
import { StatsAndReconciliation1795726488862 } from './1795726488862-StatsAndReconciliation';
import { ArticleSlugHistory1795726631240 } from './1795726631240-ArticleSlugHistory';
import { AuthorPages1795728860107 } from './1795728860107-AuthorPages';
import { AuthorDailyViews1795741272063 } from './1795741272063-AuthorDailyViews';
import { DraftsOfNewArticles1795741383149 } from './1795741383149-DraftsOfNewArticles';
import { ArticleSearch1795741526656 } from './1795741526656-ArticleSearch';
import { SearchTermCounts1795755349633 } from './1795755349633-SearchTermCounts';
import { RewardsByClient1795772587603 } from './1795772587603-RewardsByClient';
import { DropSubmissionRewardCredited1795872548073 } from './1795872548073-DropSubmissionRewardCredited';
import { MismatchReviews1795873288776 } from './1795873288776-MismatchReviews';
import { OffersCatalogue1795884715593 } from './1795884715593-OffersCatalogue';
import { NewsletterSubscribers1795885045824 } from './1795885045824-NewsletterSubscribers';
import { FocusKeyword1795886304598 } from './1795886304598-FocusKeyword';
import { OfferAffiliates1795886488855 } from './1795886488855-OfferAffiliates';
import { NewsletterSends1795899963996 } from './1795899963996-NewsletterSends';
import { OfferCardChoices1795902076984 } from './1795902076984-OfferCardChoices';
import { ArticleTitleKeywordIndexes1795919628992 } from './1795919628992-ArticleTitleKeywordIndexes';
import { PageStoreValues1795943539390 } from './1795943539390-PageStoreValues';

// Ordered list of MySQL/MariaDB migrations; `npm run migration:generate -- <Name>` appends to it.
export const MYSQL_MIGRATIONS: Function[] = [Initial1795310994461, RewardSendLedger1795428732280, NotificationsNotesOutbox1795460023944, RevisionsAndScheduling1795470789295, BackOfficeListIndexes1795490238922, ArticleViews1795668712318, RewardMarkerAndRevisionContent1795713896980, StatsAndReconciliation1795726488862, ArticleSlugHistory1795726631240, AuthorPages1795728860107, AuthorDailyViews1795741272063, DraftsOfNewArticles1795741383149, ArticleSearch1795741526656, SearchTermCounts1795755349633, RewardsByClient1795772587603, DropSubmissionRewardCredited1795872548073, MismatchReviews1795873288776, OffersCatalogue1795884715593, NewsletterSubscribers1795885045824, FocusKeyword1795886304598, OfferAffiliates1795886488855, NewsletterSends1795899963996, OfferCardChoices1795902076984, ArticleTitleKeywordIndexes1795919628992, PageStoreValues1795943539390];
