import { Injectable } from '@nestjs/common';
import { isStaff, type AuthUser } from '../access/auth-user';
import { cleanPlainText } from '../editorial/html-sanitizer';
import { badRequest, conflict, notFound } from '../common/http/api-error';
import { Transaction, UnitOfWork } from '../database/unit-of-work';
import { noteErrors, submissionErrors } from '../i18n/errors';
import { Notifier } from '../notifications/notifier';
import type { SubmissionNote } from '../editorial/entities/submission-note.entity';
import type { Submission } from '../editorial/entities/submission.entity';
import { AfterCommit } from './after-commit';
import { PublishingRepository } from './publishing.repository';
import { ReviewService, submissionRef } from './review.service';
import { displayName } from '../users/display-name';

export const NOTE_MAX_LENGTH = 2000;

/**
 * Editorial notes between staff and a submission's contributor, while it is pending or rejected. Plain
 * text (control characters removed, escaped wherever shown), never on the public site; each note tells
 * the other side.
 */
@Injectable()
export class NotesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly repo: PublishingRepository,
    private readonly notifier: Notifier,
    private readonly review: ReviewService,
  ) {}

  async add(actor: AuthUser, submissionId: number, text: string): Promise<SubmissionNote> {
    const body = cleanPlainText(text, NOTE_MAX_LENGTH + 1);
    if (!body) throw badRequest(noteErrors.empty);
    if (body.length > NOTE_MAX_LENGTH) throw badRequest(noteErrors.tooLong);
    const { note, after } = await this.uow.run(async (tx) => {
      const after = new AfterCommit();
      const submission = await this.visibleSubmission(tx, actor, submissionId);
      if (submission.status !== 'pending' && submission.status !== 'rejected') throw conflict(noteErrors.closed);
      const note = await this.repo.addNote(tx, submission.id, actor.id, body);
      const article = submission.article_id ? await this.repo.findArticle(tx, submission.article_id) : null;
      const ref = submissionRef(submission, article?.title ?? '');
      const authorName = displayName(note.author) ?? actor.username;
      after.notified(await this.notifier.noteAdded(tx, ref, { authorId: actor.id, authorName, body }));
      return { note, after };
    });
    this.review.committed(after);
    return note;
  }

  async resolve(actor: AuthUser, submissionId: number, noteId: number, resolved: boolean): Promise<SubmissionNote> {
    return this.uow.run(async (tx) => {
      await this.visibleSubmission(tx, actor, submissionId);
      const note = await this.repo.findNote(tx, submissionId, noteId);
      if (!note) throw notFound(noteErrors.notFound);
      return this.repo.resolveNote(tx, note, actor.id, resolved);
    });
  }

  /** Staff see every submission; a contributor only their own (another's answers 404, like a missing one). */
  private async visibleSubmission(tx: Transaction, actor: AuthUser, id: number): Promise<Submission> {
    const submission = await this.repo.findSubmission(tx, id);
    if (!submission || (!isStaff(actor) && submission.contributor_id !== actor.id)) throw notFound(submissionErrors.notFound);
    return submission;
  }
}
