import { chakra, Stack, Text } from '@chakra-ui/react';
import type { Analysis } from '@blog/writing-analysis';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form/FormAlert';
import { frEditor } from '../../../../i18n/fr-editor';
import { SubmissionFollowUp } from '../../submissions/SubmissionThread';
import { DraftNotice, RejectedBanner, ResumeNotice, RewardNotice, ScheduledNotice } from './EditorNotices';
import type { ArticleEditorState, EditorContext } from './use-article-editor-form';

interface EditorNoticeStackProps {
  context: EditorContext;
  state: ArticleEditorState;
  analysis: Analysis | null;
  /** A contributor's referencing score is under the site's threshold: the assistant is recalled. */
  remind: boolean;
  /** The user's drafts other than the one being written (a new article only). */
  otherDrafts: number;
}

/**
 * Above the form: earlier work to take up, the schedule, a contributor's terms or refusal (with the
 * submission's follow-up), the assistant's reminder, the user's other drafts and the form's error.
 */
export function EditorNoticeStack({ context, state, analysis, remind, otherDrafts }: EditorNoticeStackProps) {
  const { contributor } = context;
  return (
    <Stack gap="4" mb="5">
      {state.serverNotice && (
        <ResumeNotice
          copy={state.serverNotice.copy}
          isNew={state.serverNotice.isNew}
          onResume={state.resumeServerCopy}
          onIgnore={state.ignoreServerCopy}
          ignoring={state.serverNotice.ignoring}
        />
      )}
      {state.showDraftNotice && (
        <DraftNotice title={state.form.title} isNew={context.articleId === null} onDiscard={state.discardDraft} />
      )}
      {state.schedule.scheduledAt && (
        <ScheduledNotice at={state.schedule.scheduledAt} onCancel={state.schedule.cancel} busy={state.schedule.cancelling} />
      )}
      {contributor &&
        (context.rejected ? (
          <RejectedBanner reason={context.rejectionReason} />
        ) : (
          <RewardNotice minWords={context.minWords} reward={context.reward} />
        ))}
      {remind && analysis && (
        <Text role="status" fontSize="sm" color="fg.warning" data-testid="quality-reminder">
          {frEditor.assistant.reminder(analysis.seo.passed, analysis.seo.total)}
        </Text>
      )}
      {/* Inside the article form, it sends nothing with it: its one button sends the note on its own. */}
      {contributor && context.rejected && context.submission && <SubmissionFollowUp submission={context.submission} />}
      {otherDrafts > 0 && !state.serverNotice && <OtherDraftsNotice count={otherDrafts} />}
      <FormAlert message={state.error} />
    </Stack>
  );
}

/** How many other drafts the user has, with the way to them in the articles list. */
function OtherDraftsNotice({ count }: { count: number }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="other-drafts">
      {frEditor.draft.others(count)}{' '}
      <Link to="/admin/articles?filter=draft">
        <chakra.span color="primary.fg" textDecoration="underline">
          {frEditor.draft.findThem}
        </chakra.span>
      </Link>
    </Text>
  );
}
