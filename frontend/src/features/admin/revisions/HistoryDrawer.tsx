import { Box, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/icons';
import { frAdmin } from '../../../i18n/fr-admin';
import { frEditor } from '../../../i18n/fr-editor';
import { formatDateAt } from '../shared/format';
import { useRevision, useRevisions, type RevisionSummary } from './use-revisions';
import { Button, IconButton } from '../shared/ui/Button';
import { useModal } from '../shared/ui/use-modal';
import { RevisionDiffView } from './RevisionDiffView';

interface HistoryDrawerProps {
  articleId: number;
  /** Staff, or a contributor whose article is rejected (the server refuses the others). */
  canRestore: boolean;
  /** Resolves once the version is in the editor (the drawer is then closed by its owner). */
  onRestore: (revisionId: number) => Promise<void>;
  onClose: () => void;
}

const kindLabel = (revision: Pick<RevisionSummary, 'kind'>) => frEditor.history.kinds[revision.kind];

/** « Restauration (version du 23 novembre 2026 à 14:32) » when the restored version is still listed. */
function restoredFrom(revision: RevisionSummary, all: RevisionSummary[]): string | null {
  if (revision.source_revision_id === null) return null;
  const source = all.find((r) => r.id === revision.source_revision_id);
  return source ? frEditor.history.restoredFrom(formatDateAt(source.created_at)) : null;
}

function RevisionList({
  revisions,
  selected,
  onChoose,
}: {
  revisions: RevisionSummary[];
  selected: number | null;
  onChoose: (id: number) => void;
}) {
  if (revisions.length === 0) return <Text color="fg.muted">{frEditor.history.empty}</Text>;
  return (
    <chakra.ul aria-label={frEditor.history.list} listStyleType="none" display="flex" flexDirection="column" gap="2">
      {revisions.map((revision) => {
        const from = restoredFrom(revision, revisions);
        return (
          <chakra.li key={revision.id} data-testid="revision-entry" data-kind={revision.kind}>
            <chakra.button
              type="button"
              data-revision={revision.id}
              onClick={() => onChoose(revision.id)}
              aria-current={selected === revision.id ? 'true' : undefined}
              w="full"
              textAlign="left"
              px="4"
              py="3"
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              bg="bg"
              cursor="pointer"
              _hover={{ borderColor: 'border.emphasized', bg: 'whiteAlpha.50' }}
              _focusVisible={{ outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '2px' }}
            >
              <Flex justify="space-between" gap="3" flexWrap="wrap" align="baseline">
                <Text as="span" fontWeight="bold">
                  {kindLabel(revision)}
                  {from && (
                    <Text as="span" fontWeight="normal" color="fg.muted">
                      {' '}
                      ({from})
                    </Text>
                  )}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted">
                  {formatDateAt(revision.created_at)}
                </Text>
              </Flex>
              <Text fontSize="sm" color="fg.muted" mt="0.5">
                {revision.author_name ?? frEditor.history.automatic}
                {' · '}
                <chakra.span overflowWrap="anywhere">{revision.title}</chakra.span>
              </Text>
            </chakra.button>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}

function RevisionDetailView({ articleId, revisionId }: { articleId: number; revisionId: number }) {
  const answer = useRevision(articleId, revisionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const revision = answer.data?.revision;
  useEffect(() => {
    // The choice replaced the list: the reader starts from what it shows.
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="4">
      <Text ref={heading} as="h3" tabIndex={-1} fontSize="md" fontWeight="bold" outline="none">
        {frEditor.history.changesHeading}
      </Text>
      {revision && (
        <Text fontSize="sm" color="fg.muted" data-testid="revision-meta">
          {kindLabel(revision)} · {revision.author_name ?? frEditor.history.automatic} · {formatDateAt(revision.created_at)}
        </Text>
      )}
      {answer.error ? (
        <Text role="alert" color="#FCA5A5">
          {frEditor.history.versionError}
        </Text>
      ) : revision ? (
        <RevisionDiffView diff={revision.diff} />
      ) : (
        <Flex role="status" align="center" gap="2" color="fg.muted">
          <Spinner size="sm" />
          {frEditor.history.versionLoading}
        </Flex>
      )}
    </Stack>
  );
}

/**
 * « Historique »: the article's versions, newest first, in a panel on the right (a modal dialog, see
 * useModal: titled, closed by its button, Escape or the backdrop, focus kept inside and given back).
 * Choosing one shows what changed from it to the current article, and offers to restore it.
 */
export function HistoryDrawer({ articleId, canRestore, onRestore, onClose }: HistoryDrawerProps) {
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(layer, panel, onClose, 'panel');
  const list = useRevisions(articleId);
  const [selected, setSelected] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const chosen = useRef<number | null>(null);

  const back = () => {
    setSelected(null);
    // Focus returns to the version just looked at, once the list is back.
    window.requestAnimationFrame(() =>
      panel.current?.querySelector<HTMLButtonElement>(`button[data-revision="${chosen.current}"]`)?.focus(),
    );
  };

  const restore = async () => {
    if (selected === null) return;
    setRestoring(true);
    try {
      await onRestore(selected);
    } finally {
      setRestoring(false);
    }
  };

  const revisions = list.data?.revisions ?? [];

  return createPortal(
    <Box ref={layer} position="fixed" inset="0" zIndex="modal">
      <Box position="absolute" inset="0" bg="rgba(5, 8, 12, 0.72)" onClick={onClose} aria-hidden="true" />
      <Flex
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="history-drawer"
        direction="column"
        position="absolute"
        top="0"
        right="0"
        bottom="0"
        w="full"
        maxW="46rem"
        bg="bg.panel"
        color="fg"
        borderLeftWidth="1px"
        borderColor="border.emphasized"
        shadow="2xl"
        outline="none"
      >
        <Flex align="center" justify="space-between" gap="4" px="6" py="4" borderBottomWidth="1px" borderColor="border">
          <Text as="h2" id={titleId} fontSize="lg" fontWeight="bold">
            {frEditor.history.title}
          </Text>
          <IconButton label={frAdmin.common.close} onClick={onClose} data-close="">
            <CloseIcon size={18} />
          </IconButton>
        </Flex>
        <Box flex="1" overflowY="auto" px="6" py="5">
          {selected === null ? (
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {frEditor.history.intro}
              </Text>
              {list.error ? (
                <Text role="alert" color="#FCA5A5">
                  {frEditor.history.loadError}
                </Text>
              ) : list.data ? (
                <RevisionList
                  revisions={revisions}
                  selected={chosen.current}
                  onChoose={(id) => {
                    chosen.current = id;
                    setSelected(id);
                  }}
                />
              ) : (
                <Flex role="status" align="center" gap="2" color="fg.muted">
                  <Spinner size="sm" />
                  {frEditor.history.loading}
                </Flex>
              )}
            </Stack>
          ) : (
            <Stack gap="4">
              <Box>
                <Button variant="ghost" size="sm" onClick={back}>
                  <span aria-hidden="true">←</span>
                  {frEditor.history.back}
                </Button>
              </Box>
              <RevisionDetailView key={selected} articleId={articleId} revisionId={selected} />
            </Stack>
          )}
        </Box>
        {selected !== null && canRestore && (
          <Flex justify="flex-end" gap="2" px="6" py="4" borderTopWidth="1px" borderColor="border">
            <Button onClick={() => void restore()} busy={restoring}>
              {frEditor.history.restore}
            </Button>
          </Flex>
        )}
      </Flex>
    </Box>,
    document.body,
  );
}
