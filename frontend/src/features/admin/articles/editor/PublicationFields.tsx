import { Box, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../components/toast/toast-store';
import { frAdmin } from '../../../../i18n/fr-admin';
import { frEditor } from '../../../../i18n/fr-editor';
import { sendNewsletterTest } from '../../newsletter/use-newsletter-actions';
import type { ArticleForm } from './use-article-draft';
import { Button } from '../../shared/ui/Button';
import { Checkbox, SelectField } from '../../shared/ui/fields';
import { PublishWhenFields } from '../../submissions/PublishWhenFields';
import { wantsSchedule } from './article-form';

type Status = ArticleForm['status'];

/** A scheduled article is `approved` until its time: staff read it as « Programmé ». */
export const statusLabel = (status: Status) =>
  status === 'approved' ? frEditor.schedule.statusScheduled : frAdmin.statuses[status];

interface PublicationFieldsProps {
  /** The saved article's id; null for a new article, which has no newsletter e-mail to test yet. */
  articleId: number | null;
  form: ArticleForm;
  base: ArticleForm;
  statusOptions: readonly Status[];
  onStatus: (status: Status) => void;
  onMode: (mode: ArticleForm['publish_mode']) => void;
  onDate: (value: string) => void;
  onNewsletterSkip: (skip: boolean) => void;
  dateError: string | null;
}

/**
 * « M’envoyer un test »: the newsletter e-mail of the article as last saved (not the form's unsaved
 * changes), sent at once to the signed-in staff member; the API's French answer in a toast.
 */
function NewsletterTestButton({ articleId }: { articleId: number }) {
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const send = async () => {
    setSending(true);
    try {
      toast.success(await sendNewsletterTest(articleId));
    } catch (caught) {
      toast.error(errorText(caught, frEditor.newsletter.testError));
    } finally {
      setSending(false);
    }
  };
  return (
    <Box>
      <Button
        variant="outline"
        size="sm"
        busy={sending}
        onClick={() => void send()}
        aria-describedby={hintId}
        data-testid="newsletter-test"
      >
        {sending ? frEditor.newsletter.testing : frEditor.newsletter.test}
      </Button>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
        {frEditor.newsletter.testHint}
      </Text>
    </Box>
  );
}

/**
 * Staff's status, and when « Publié » is chosen for an article not yet live, the choice between
 * publishing now and scheduling it (a date and time in Paris time). A scheduled article keeps its date
 * field, to move it. Then « Ne pas envoyer aux abonnés » and, once the article is saved, « M’envoyer un
 * test »: staff only, like everything here (the editor does not render these fields for a contributor,
 * whose save never sends `newsletter_skip`).
 */
export function PublicationFields({
  articleId,
  form,
  base,
  statusOptions,
  onStatus,
  onMode,
  onDate,
  onNewsletterSkip,
  dateError,
}: PublicationFieldsProps) {
  const offerSchedule = form.status === 'published' && base.status !== 'published';
  return (
    <Stack gap="4">
      <SelectField
        label={frEditor.status}
        value={form.status}
        options={statusOptions.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(e) => onStatus(e.target.value as Status)}
      />
      <PublishWhenFields
        when={form.publish_mode}
        onWhen={offerSchedule ? onMode : undefined}
        showDate={wantsSchedule(form, base)}
        value={form.publish_at}
        onValue={onDate}
        error={dateError}
        hint={frEditor.schedule.dateHint}
      />
      <Checkbox
        label={frEditor.newsletter.skip}
        hint={frEditor.newsletter.skipHint}
        checked={form.newsletter_skip}
        onChange={(e) => onNewsletterSkip(e.target.checked)}
        data-testid="newsletter-skip"
      />
      {articleId !== null && <NewsletterTestButton articleId={articleId} />}
    </Stack>
  );
}
