import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frEditor } from '../../../../i18n/fr-editor';
import { BASE_PATH } from '../../../../session/unauthorized';
import type { WordCounterState } from '../../editor/word-count';
import { formatDateAt } from '../../format';
import type { AutosaveStatus } from '../../hooks/use-server-autosave';
import { parisTime, type WorkingCopy } from '../../hooks/working-copy';
import { CheckIcon } from '../layout/menu-icons';
import { Button } from '../ui/Button';

/** Spec §2.11: a contributor's rejected article, with the reason, can be edited and resubmitted. */
export function RejectedBanner({ reason }: { reason: string | null }) {
  return (
    <Box
      role="alert"
      data-testid="rejected-banner"
      p="4"
      rounded="xl"
      bg="rgba(248, 113, 113, 0.12)"
      borderWidth="1px"
      borderColor="rgba(248, 113, 113, 0.5)"
      color="#FECACA"
    >
      <Text fontWeight="bold" color="#FCA5A5">
        {frEditor.rejectedTitle}
      </Text>
      <Text fontSize="sm" mt="1">
        {frEditor.rejectedText}
      </Text>
      {reason && (
        <Text fontSize="sm" mt="2">
          <strong>{frEditor.rejectedReason}</strong> {reason}
        </Text>
      )}
    </Box>
  );
}

/** Spec §2.11: otherwise, the minimum word count and the reward. */
export function RewardNotice({ minWords, reward }: { minWords: number; reward: string }) {
  return (
    <Box
      data-testid="reward-notice"
      p="4"
      rounded="xl"
      bg="rgba(250, 204, 21, 0.1)"
      borderWidth="1px"
      borderColor="rgba(250, 204, 21, 0.45)"
      color="#FEF08A"
    >
      <Text fontWeight="bold" color="#FDE047">
        {frEditor.noticeTitle}
      </Text>
      <Text fontSize="sm" mt="1">
        {frEditor.notice(minWords, reward)}
      </Text>
    </Box>
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
    <Flex
      role="status"
      data-testid="draft-notice"
      align="center"
      justify="space-between"
      gap="3"
      flexWrap="wrap"
      p="3"
      rounded="xl"
      bg="rgba(96, 165, 250, 0.1)"
      borderWidth="1px"
      borderColor="rgba(96, 165, 250, 0.4)"
      color="#BFDBFE"
      fontSize="sm"
    >
      <Text overflowWrap="anywhere">{frEditor.draftRestored(title.trim() || frEditor.resume.untitled, isNew)}</Text>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {frEditor.discardDraft}
      </Button>
    </Flex>
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
    <Box
      role="status"
      data-testid="resume-notice"
      p="3"
      rounded="xl"
      bg="rgba(96, 165, 250, 0.1)"
      borderWidth="1px"
      borderColor="rgba(96, 165, 250, 0.4)"
      color="#BFDBFE"
      fontSize="sm"
      overflowWrap="anywhere"
    >
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
    </Box>
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
    <Flex
      data-testid="scheduled-notice"
      align="center"
      justify="space-between"
      gap="3"
      flexWrap="wrap"
      p="3"
      rounded="xl"
      bg="rgba(167, 139, 250, 0.12)"
      borderWidth="1px"
      borderColor="rgba(167, 139, 250, 0.45)"
      color="#DDD6FE"
      fontSize="sm"
    >
      <Text fontWeight="semibold">{frEditor.schedule.scheduledFor(formatDateAt(at))}</Text>
      <Button size="sm" variant="outline" onClick={onCancel} busy={busy}>
        {frEditor.schedule.cancel}
      </Button>
    </Flex>
  );
}

/**
 * A contributor's article they may not change (spec §2.11: only a rejected one is edited): said as soon
 * as the page opens, instead of a form whose save the server would refuse.
 */
export function LockedArticleNotice({ slug, published }: { slug: string; published: boolean }) {
  return (
    <Box
      role="alert"
      data-testid="locked-notice"
      p="5"
      rounded="xl"
      bg="rgba(96, 165, 250, 0.1)"
      borderWidth="1px"
      borderColor="rgba(96, 165, 250, 0.4)"
      color="#BFDBFE"
    >
      <Text fontWeight="bold" color="#93C5FD">
        {published ? frEditor.locked.publishedTitle : frEditor.locked.pendingTitle}
      </Text>
      <Text fontSize="sm" mt="1">
        {published ? frEditor.locked.publishedText : frEditor.locked.pendingText}
      </Text>
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
    </Box>
  );
}
