import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '../../../api/errors';
import { FormAlert } from '../../../components/form/FormAlert';
import { toast } from '../../../components/toast/toast-store';
import { frNotifications } from '../../../i18n/fr-notifications';
import type { SubmissionNote } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';
import { useSubmissionNotes } from './use-submission-reads';
import { useNoteActions } from './use-review-actions';
import { useToastAction } from '../shared/use-toast-action';
import { Button } from '../shared/ui/Button';
import { TextArea } from '../shared/ui/fields';
import { ReadState, Section } from '../shared/ui/Section';
import { Badge } from '../shared/ui/Surface';

const t = frNotifications.notes;
/** The API's limit on a note (AddSubmissionNoteDto). */
const MAX_NOTE = 2000;

function NoteItem({ note, busy, onResolve }: { note: SubmissionNote; busy: boolean; onResolve: (note: SubmissionNote) => void }) {
  return (
    <Box
      as="li"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      bg={note.resolved ? 'transparent' : 'whiteAlpha.50'}
      data-testid="submission-note"
      data-resolved={note.resolved}
    >
      <Flex gap="2" align="center" flexWrap="wrap" fontSize="sm">
        <Text as="span" fontWeight="semibold">
          {note.author_name ?? t.unknownAuthor}
        </Text>
        <Badge tone={note.from_staff ? 'blue' : 'gray'}>{note.from_staff ? t.staff : t.contributor}</Badge>
        {note.resolved && <Badge tone="green">{t.resolved}</Badge>}
        <Text as="span" fontSize="xs" color="fg.muted">
          <time dateTime={note.created_at}>{formatDateAt(note.created_at)}</time>
        </Text>
      </Flex>
      {/* Plain text, as the API keeps it: React writes it as text, line breaks kept, never as HTML. */}
      <Text fontSize="sm" mt="2" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note.body}
      </Text>
      <Box mt="2">
        <Button variant="ghost" size="sm" px="2" busy={busy} onClick={() => onResolve(note)}>
          {note.resolved ? t.reopen : t.resolve}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The editorial notes of a submission, between the team and its contributor: read by both, resolved or
 * reopened by both, and written while the submission is pending or rejected (`open`). A note sent
 * refreshes the notes and the history.
 */
export function SubmissionNotes({ submissionId, open }: { submissionId: number; open: boolean }) {
  const read = useSubmissionNotes(submissionId);
  const actions = useNoteActions(submissionId);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const resolving = useToastAction<number>();

  const send = async () => {
    const text = body.trim();
    if (!text) return;
    setSending(true);
    setSendError(null);
    try {
      await actions.add(text);
      setBody('');
      toast.success(t.sent);
    } catch (caught) {
      setSendError(errorText(caught, t.sendError));
    } finally {
      setSending(false);
    }
  };

  const resolve = (note: SubmissionNote) =>
    resolving.run(note.id, () => actions.resolve(note.id, !note.resolved), { error: t.resolveError });

  const notes = read.data?.notes ?? [];
  return (
    <Section title={t.title} data-testid="submission-notes">
      <ReadState read={read} empty={notes.length === 0} errorText={t.loadError} emptyText={t.empty}>
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} busy={resolving.busy === note.id} onResolve={(n) => void resolve(n)} />
          ))}
        </chakra.ul>
      </ReadState>
      {open ? (
        <Stack gap="2" mt="4">
          <FormAlert message={sendError} />
          <TextArea
            label={t.add}
            hint={t.addHint}
            value={body}
            rows={3}
            maxLength={MAX_NOTE}
            onChange={(event) => setBody(event.target.value)}
          />
          <Box>
            <Button size="sm" busy={sending} disabled={!body.trim()} onClick={() => void send()}>
              {sending ? t.sending : t.send}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Text fontSize="xs" color="fg.muted" mt="3">
          {t.closed}
        </Text>
      )}
    </Section>
  );
}
