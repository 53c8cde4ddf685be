import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/errors';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatDateAt } from '../shared/format';
import { useRevisionActions } from './use-drafts';
import { draftEditorPath, draftEditorState, type Draft } from './editor/working-copy';
import { EditIcon, TrashIcon } from '../shared/ui/icons';
import { Button } from '../shared/ui/Button';
import { Badge } from '../shared/ui/Surface';

const t = frAdmin.drafts;

/** « Brouillon enregistré automatiquement le … » or « Brouillon enregistré le … ». */
export const draftSavedText = (draft: Pick<Draft, 'autosaved' | 'saved_at'>) =>
  draft.autosaved ? t.autosavedAt(formatDateAt(draft.saved_at)) : t.savedAt(formatDateAt(draft.saved_at));

/**
 * The user's drafts, each with its title, when and how it was last written, and the way to take it up
 * (the editor, with the draft in it at once) or to throw it away. Rows wrap on a narrow screen.
 */
export function DraftList({ drafts, contributor }: { drafts: Draft[]; contributor: boolean }) {
  const actions = useRevisionActions();
  const [busy, setBusy] = useState<string | null>(null);

  const discard = async (draft: Draft) => {
    if (!window.confirm(t.confirmDiscard)) return;
    setBusy(draft.target);
    try {
      await actions.discardWorkingCopy(draft.target);
      toast.success(t.discarded);
    } catch (caught) {
      toast.error(errorText(caught, t.discardError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={t.listLabel} data-testid="draft-list">
      {drafts.map((draft) => {
        const title = draft.title.trim() || t.untitled;
        return (
          <Flex
            as="li"
            key={draft.target}
            data-testid="draft-row"
            data-title={draft.title}
            align="center"
            justify="space-between"
            gap="3"
            flexWrap="wrap"
            py="3"
            borderTopWidth="1px"
            borderColor="border.muted"
            _first={{ borderTopWidth: 0 }}
          >
            <Box minW="0" flex="1 1 16rem">
              <Text fontWeight="semibold" lineClamp={2} overflowWrap="anywhere">
                {title}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="0.5" data-testid="draft-saved">
                {draftSavedText(draft)}
                {' · '}
                {t.words(draft.words)}
              </Text>
              <Badge tone={draft.article_id === null ? 'yellow' : 'blue'} mt="1.5">
                {draft.article_id === null ? t.neverSaved : t.changesOf}
              </Badge>
            </Box>
            <Flex gap="2" flexWrap="wrap">
              <Link to={draftEditorPath(draft, contributor)} state={draftEditorState} aria-label={`${t.resume} : ${title}`}>
                <Button as="span" size="sm">
                  <EditIcon size={14} />
                  {t.resume}
                </Button>
              </Link>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void discard(draft)}
                busy={busy === draft.target}
                aria-label={`${t.discard} : ${title}`}
              >
                <TrashIcon size={14} />
                {t.discard}
              </Button>
            </Flex>
          </Flex>
        );
      })}
    </Stack>
  );
}
