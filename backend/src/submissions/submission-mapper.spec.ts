import type { Reward, RewardStatus } from '../rewards/entities/reward.entity';
import type { Submission } from './entities/submission.entity';
import { toSubmissionDto } from './submission-mapper';

const submission = { id: 7, article_id: null, contributor_id: 3, status: 'published', submitted_at: new Date(0) } as Submission;
const reward = (status: RewardStatus, submissionId: number | null = 7) =>
  ({ id: 1, article_id: 9, submission_id: submissionId, amount_cents: 150, currency: 'EUR', status }) as Reward;

describe('a submission’s reward_credited', () => {
  it('is read from the status of the reward born of its approval', () => {
    for (const status of ['pending', 'uncertain', 'failed'] as const)
      expect(toSubmissionDto(submission, { ofArticle: undefined, ofSubmission: reward(status) }, 'staff').reward_credited).toBe(
        false,
      );
    expect(toSubmissionDto(submission, { ofArticle: undefined, ofSubmission: reward('credited') }, 'staff').reward_credited).toBe(
      true,
    );
  });

  it('is false without a reward, and never taken from the article’s reward alone', () => {
    expect(toSubmissionDto(submission, { ofArticle: undefined, ofSubmission: undefined }, 'staff').reward_credited).toBe(false);
    const dto = toSubmissionDto(
      { ...submission, article_id: 9 } as Submission,
      { ofArticle: reward('credited', 8), ofSubmission: undefined },
      'staff',
    );
    expect(dto).toMatchObject({ reward_credited: false, reward_status: 'credited', reward_amount: 1.5 });
  });
});
