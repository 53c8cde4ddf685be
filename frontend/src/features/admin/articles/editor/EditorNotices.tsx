import { chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frEditor } from '../../../../i18n/fr-editor';
import { BASE_PATH } from '../../../../session/unauthorized';
import type { WordCounterState } from '../rich-text/word-count';
import { formatDateAt } from '../../shared/format';
import type { AutosaveStatus } from './use-server-autosave';
import { parisTime, type WorkingCopy } from './working-copy';
import { CheckIcon } from '../../shared/ui/icons';
import { Button } from '../../shared/ui/Button';
import { Notice } from '../../shared/ui/Notice';

/** A notice on one line: its text, and its button at the end (both wrap on a narrow screen). */
const BAR = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  p: '3',
  fontSize: 'sm',
} as const;

/** Spec §2.11: a contributor's rejected article, with the reason, can be edited and resubmitted. */
export function RejectedBanner({ reason }: { reason: string | null }) {
  return (
    <Notice
      tone="red"
      role="alert"
      data-testid="rejected-banner"
      p="4"
      title={frEditor.rejectedTitle}
      text={frEditor.rejectedText}
    >
      {reason && (
        <Text fontSize="sm" mt="2">
          <strong>{frEditor.rejectedReason}</strong> {reason}
        </Text>
      )}
    </Notice>
  );
}

/** Spec §2.11: otherwise, the minimum word count and the reward. */
export function RewardNotice({ minWords, reward }: { minWords: number; reward: string }) {
  return (
    <Notice
      tone="yellow"
      data-testid="reward-notice"
      p="4"
      title={frEditor.noticeTitle}
      text={frEditor.notice(minWords, reward)}
    />
  );
}

export function WordCounter({ state }: { state: WordCounterState }) {
  return (
    <Flex
      as="output"
      aria-live="polite"
      data-testid="word-counter"
      data-reached={state.reached}
      align="center"
      gap="1"
      px="2.5"
      py="1"
      rounded="full"
      fontSize="xs"
      fontWeight="bold"
      bg={state.reached ? 'rgba(74, 222, 128, 0.14)' : 'rgba(248, 113, 113, 0.14)'}
      color={state.reached ? '#86EFAC' : '#FCA5A5'}
    >
      {state.reached && <CheckIcon size={12} />}
      {state.reached ? frEditor.wordsReached(state.count) : frEditor.words(state.count, state.minimum)}
    </Flex>
  );
}

/** The draft kept in this browser is in the form: named, and « non enregistré » for a new article. */
export function DraftNotice({ title, isNew, onDiscard }: { title: string; isNew: boolean; onDiscard: () => void }) {
  return (
    <Notice tone="blue" role="status" data-testid="draft-notice" {...BAR}>
      <Text overflowWrap="anywhere">{frEditor.draftRestored(title.trim() || frEditor.resume.untitled, isNew)}</Text>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {frEditor.discardDraft}
      </Button>
    </Notice>
  );
}

/**
 * A draft to take up: the server's working copy (another device, a crash, or kept with « Enregistrer le
 * brouillon ») differs from the article, or holds a new article never saved. Named by its title, with
 * when and how it was written. Shown instead of the local draft's notice when it is the newer of the two
 * (chooseResume). Its text and buttons wrap on a narrow screen.
 */
export function ResumeNotice({
  copy,
  isNew,
  onResume,
  onIgnore,
  ignoring,
}: {
  copy: Pick<WorkingCopy, 'title' | 'saved_at' | 'autosaved' | 'article_changed_since'>;
  isNew: boolean;
  onResume: () => void;
  onIgnore: () => void;
  ignoring: boolean;
}) {
  const t = frEditor.resume;
  const title = copy.title.trim() || t.untitled;
  const date = formatDateAt(copy.saved_at);
  return (
    <Notice tone="blue" role="status" data-testid="resume-notice" p="3" fontSize="sm" overflowWrap="anywhere">
      <Text>
        {isNew ? t.noticeNew(title, date, copy.autosaved) : t.notice(title, date, copy.autosaved)}
        {copy.article_changed_since && (
          <>
            {' '}
            <strong>{t.changedSince}</strong>
          </>
        )}
      </Text>
      <Flex gap="2" mt="3" flexWrap="wrap">
        <Button size="sm" onClick={onResume}>
          {copy.autosaved ? t.resume : t.resumeSaved}
        </Button>
        <Button size="sm" variant="outline" onClick={onIgnore} busy={ignoring}>
          {t.ignore}
        </Button>
      </Flex>
    </Notice>
  );
}

/** The server autosave's state, beside the save button; read out when it changes. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const text =
    status.kind === 'saved'
      ? frEditor.autosave.savedAt(parisTime(status.at))
      : status.kind === 'saving'
        ? frEditor.autosave.saving
        : status.kind === 'offline'
          ? frEditor.autosave.offline
          : '';
  return (
    <Text
      role="status"
      aria-live="polite"
      data-testid="autosave-status"
      data-state={status.kind}
      alignSelf="center"
      fontSize="sm"
      color={status.kind === 'offline' ? '#FDE047' : 'fg.muted'}
      maxW="18rem"
    >
      {text}
    </Text>
  );
}

/** A scheduled article (`approved`): when it goes live, and the way back (staff only). */
export function ScheduledNotice({ at, onCancel, busy }: { at: string; onCancel: () => void; busy: boolean }) {
  return (
    <Notice tone="purple" data-testid="scheduled-notice" {...BAR}>
      <Text fontWeight="semibold">{frEditor.schedule.scheduledFor(formatDateAt(at))}</Text>
      <Button size="sm" variant="outline" onClick={onCancel} busy={busy}>
        {frEditor.schedule.cancel}
      </Button>
    </Notice>
  );
}

/**
 * A contributor's article they may not change (spec §2.11: only a rejected one is edited): said as soon
 * as the page opens, instead of a form whose save the server would refuse.
 */
export function LockedArticleNotice({ slug, published }: { slug: string; published: boolean }) {
  return (
    <Notice
      tone="blue"
      role="alert"
      data-testid="locked-notice"
      p="5"
      title={published ? frEditor.locked.publishedTitle : frEditor.locked.pendingTitle}
      text={published ? frEditor.locked.publishedText : frEditor.locked.pendingText}
    >
      <Flex gap="2" mt="4" flexWrap="wrap">
        <Link to="/admin/submissions">
          <Button as="span" variant="outline" size="sm">
            {frEditor.locked.back}
          </Button>
        </Link>
        {published && (
          <chakra.a href={`${BASE_PATH}/article/${slug}`} target="_blank" rel="noopener">
            <Button as="span" size="sm">
              {frEditor.locked.view}
            </Button>
          </chakra.a>
        )}
      </Flex>
    </Notice>
  );
}
