import type { AuthUser } from '../access/auth-user';
import { ApiError } from '../common/http/api-error';
import type { Submission } from '../editorial/entities/submission.entity';
import { articleErrors, submissionErrors } from '../i18n/errors';
import {
  assertResubmittable,
  isDue,
  mayEdit,
  publishingRulesFrom,
  rejectionReason,
  rewardOwed,
  scheduledApproval,
  staffCreate,
  staffSave,
  unscheduledStatus,
} from './publishing-decisions';
import { laterPublication } from './scheduling.service';

const refusal = (run: () => unknown): { status: number; error: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.getStatus(), error: (error.getResponse() as { error: string }).error };
    throw error;
  }
  throw new Error('not refused');
};
const user = (id: number, role: AuthUser['role']): AuthUser => ({
  id,
  role,
  username: `u${id}`,
  email: '',
  whmcs_client_id: null,
});
const settings = { article_reward_amount: '2.50', article_reward_currency: 'EUR', auto_approve: 'false', min_words_count: '300' };

describe('publishing decisions', () => {
  describe('rules read from the settings', () => {
    it('turn the reward amount into cents and read auto-approve and the word minimum', () => {
      expect(publishingRulesFrom(settings)).toEqual({ amountCents: 250, currency: 'EUR', autoApprove: false, minWords: 300 });
      expect(publishingRulesFrom({ ...settings, auto_approve: 'true', min_words_count: 'x' })).toMatchObject({
        autoApprove: true,
        minWords: 0,
      });
    });

    it('owe a reward only for an amount above zero', () => {
      expect(rewardOwed(publishingRulesFrom(settings))).toBe(true);
      expect(rewardOwed(publishingRulesFrom({ ...settings, article_reward_amount: '0.00' }))).toBe(false);
    });
  });

  describe('staff saves', () => {
    it('keep the status when none is asked, and leave a plain « saved » revision', () => {
      expect(staffSave('draft', undefined)).toEqual({ next: 'draft', publishes: false, showsChange: false, kind: 'saved' });
      expect(staffSave('published', undefined)).toEqual({
        next: 'published',
        publishes: false,
        showsChange: true,
        kind: 'saved',
      });
    });

    it('publish a draft, a pending or a scheduled article; unpublish a published one', () => {
      expect(staffSave('draft', 'published')).toMatchObject({ publishes: true, showsChange: true, kind: 'published' });
      expect(staffSave('pending', 'published')).toMatchObject({ publishes: true, kind: 'published' });
      expect(staffSave('approved', 'published')).toMatchObject({ publishes: true, kind: 'published' });
      expect(staffSave('published', 'draft')).toMatchObject({ publishes: false, showsChange: true, kind: 'unpublished' });
    });

    it('refuse a status staff do not choose (pending, approved, rejected) unless it is already the article’s', () => {
      for (const requested of ['pending', 'approved', 'rejected'] as const)
        expect(refusal(() => staffSave('draft', requested))).toEqual({ status: 400, error: articleErrors.staffStatusOnly.text });
      expect(staffSave('pending', 'pending')).toMatchObject({ next: 'pending', kind: 'saved' });
    });

    it('create a draft by default', () => {
      expect(staffCreate(undefined).next).toBe('draft');
      expect(staffCreate('published').next).toBe('published');
      expect(refusal(() => staffCreate('pending')).error).toBe(articleErrors.staffStatusOnly.text);
    });
  });

  describe('who edits what', () => {
    it('lets staff edit any article and a contributor only their own', () => {
      expect(mayEdit(user(1, 'admin'), { author_id: 9 })).toBe(true);
      expect(mayEdit(user(1, 'redacteur'), { author_id: 9 })).toBe(true);
      expect(mayEdit(user(9, 'contributor'), { author_id: 9 })).toBe(true);
      expect(mayEdit(user(8, 'contributor'), { author_id: 9 })).toBe(false);
    });

    it('lets a contributor resubmit only a rejected article: a published one is locked, others wait for review', () => {
      expect(() => assertResubmittable('rejected')).not.toThrow();
      expect(refusal(() => assertResubmittable('published'))).toEqual({ status: 403, error: articleErrors.publishedLocked.text });
      for (const status of ['draft', 'pending', 'approved'] as const)
        expect(refusal(() => assertResubmittable(status))).toEqual({
          status: 403,
          error: articleErrors.onlyRejectedEditable.text,
        });
    });
  });

  describe('reviews', () => {
    it('require a reason to reject, trimmed', () => {
      expect(rejectionReason('  Trop court  ')).toBe('Trop court');
      expect(refusal(() => rejectionReason('   '))).toEqual({ status: 400, error: submissionErrors.reasonRequired.text });
    });
  });

  describe('scheduling', () => {
    const now = new Date('2026-11-24T08:00:00.000Z');

    it('reads a publication date in the future as a schedule, and a past or imminent one as now', () => {
      expect(laterPublication('2026-11-24T09:00:00.500Z', now.getTime())?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
      expect(laterPublication('2026-11-24T08:00:00.500Z', now.getTime())).toBeNull();
      expect(laterPublication('2026-11-23T08:00:00.000Z', now.getTime())).toBeNull();
      expect(laterPublication(null, now.getTime())).toBeNull();
    });

    it('publishes a scheduled article once its minute has come, and leaves anything else alone', () => {
      expect(isDue({ status: 'approved', published_at: new Date('2026-11-24T08:00:00.900Z') }, now)).toBe(true);
      expect(isDue({ status: 'approved', published_at: new Date('2026-11-24T08:00:05.000Z') }, now)).toBe(false);
      expect(isDue({ status: 'published', published_at: new Date('2026-11-24T07:00:00.000Z') }, now)).toBe(false);
      expect(isDue({ status: 'approved', published_at: null }, now)).toBe(false);
    });

    it('approves a contributor’s scheduled article at its minute in the name of who scheduled it', () => {
      const submission = { status: 'approved', reviewed_by: 4 } as Submission;
      expect(scheduledApproval(submission)).toEqual({ actorId: 4, from: ['approved'], revisionKind: 'published' });
      expect(scheduledApproval(null)).toBeNull();
      expect(scheduledApproval({ ...submission, status: 'published' } as Submission)).toBeNull();
    });

    it('sends a cancelled contributor schedule back to review, and a staff one to draft', () => {
      expect(unscheduledStatus({ status: 'approved' })).toBe('pending');
      expect(unscheduledStatus(null)).toBe('draft');
    });
  });
});
