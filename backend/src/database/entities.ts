import { Article } from '../articles/entities/article.entity';
import { Category } from '../categories/entities/category.entity';
import { ProfileTag } from '../profile-tags/entities/profile-tag.entity';
import { Reward } from '../rewards/entities/reward.entity';
import { Setting } from '../settings/entities/setting.entity';
import { SubmissionEvent } from '../submissions/entities/submission-event.entity';
import { Submission } from '../submissions/entities/submission.entity';
import { User } from '../users/entities/user.entity';

export const ENTITIES = [User, ProfileTag, Category, Setting, Article, Submission, SubmissionEvent, Reward];
