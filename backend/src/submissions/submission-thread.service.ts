import { Injectable } from '@nestjs/common';
import { isStaff, type AuthUser } from '../access/auth-user';
import { notFound } from '../common/http/api-error';
import { submissionErrors } from '../i18n/errors';
import { formatAmount } from '../i18n/notifications';
import type { SubmissionNote } from '../editorial/entities/submission-note.entity';
import type { Submission } from '../editorial/entities/submission.entity';
import { SubmissionNoteDto, TimelineEntryDto } from './dto/submission-thread.dto';
import { SubmissionsRepository } from './submissions.repository';
import { displayName } from '../users/display-name';

const iso = (date: Date | string) => new Date(date).toISOString();

export function toNoteDto(note: SubmissionNote, contributorId: number): SubmissionNoteDto {
  return {
    id: note.id,
    submission_id: note.submission_id,
    author_name: displayName(note.author),
    from_staff: note.author_id !== contributorId,
    body: note.body,
    resolved: note.resolved_at !== null,
    created_at: iso(note.created_at),
  };
}

/** What happened to a submission and what was said about it, for staff and for its contributor only. */
@Injectable()
export class SubmissionThreadService {
  constructor(private readonly submissions: SubmissionsRepository) {}

  /** Every recorded event, note and the reward's outcome, oldest first. */
  async timeline(actor: AuthUser, id: number): Promise<TimelineEntryDto[]> {
    const submission = await this.visible(actor, id);
    const entries: TimelineEntryDto[] = [];
    // Each decision keeps the internal note written with it: a later decision never hides an earlier one.
    const staff = isStaff(actor);
    for (const event of await this.submissions.events(submission.id))
      entries.push({
        kind: event.action,
        at: iso(event.created_at),
        actor_name: event.actor_name,
        detail: event.reason,
        internal_note: staff ? event.notes : null,
      });
    for (const note of await this.submissions.notes(submission.id))
      entries.push({
        kind: 'note_added',
        at: iso(note.created_at),
        actor_name: displayName(note.author),
        detail: note.body,
        internal_note: null,
      });
    const reward = submission.article_id ? await this.submissions.rewardOfArticle(submission.article_id) : null;
    // Reward times are stored to the second, events to the millisecond: a reward never shows before its approval.
    const approvedAt = entries.filter((e) => e.kind === 'approved').at(-1)?.at ?? '';
    const afterApproval = (date: Date | string) => (iso(date) > approvedAt ? iso(date) : approvedAt);
    if (reward?.status === 'credited' && reward.credited_at)
      entries.push({
        kind: 'reward_credited',
        at: afterApproval(reward.credited_at),
        actor_name: null,
        detail: formatAmount(reward.amount_cents, reward.currency),
        internal_note: null,
      });
    if (reward?.status === 'failed')
      entries.push({
        kind: 'reward_failed',
        at: afterApproval(reward.updated_at),
        actor_name: null,
        detail: staff ? reward.last_error : null,
        internal_note: null,
      });
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  async notes(actor: AuthUser, id: number): Promise<SubmissionNoteDto[]> {
    const submission = await this.visible(actor, id);
    return (await this.submissions.notes(submission.id)).map((n) => toNoteDto(n, submission.contributor_id));
  }

  async contributorOf(actor: AuthUser, id: number): Promise<number> {
    return (await this.visible(actor, id)).contributor_id;
  }

  /** Another contributor's submission answers 404, like a missing one. */
  private async visible(actor: AuthUser, id: number): Promise<Submission> {
    const submission = await this.submissions.findById(id);
    if (!submission || (!isStaff(actor) && submission.contributor_id !== actor.id)) throw notFound(submissionErrors.notFound);
    return submission;
  }
}
