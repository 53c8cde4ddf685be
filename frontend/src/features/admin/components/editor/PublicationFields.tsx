import { Stack } from '@chakra-ui/react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { frEditor } from '../../../../i18n/fr-editor';
import type { ArticleForm } from '../../hooks/use-article-draft';
import { Checkbox, RadioChoice, SelectField, TextInput } from '../ui/fields';
import { wantsSchedule } from './article-form';

type Status = ArticleForm['status'];

/** A scheduled article is `approved` until its time: staff read it as « Programmé ». */
export const statusLabel = (status: Status) =>
  status === 'approved' ? frEditor.schedule.statusScheduled : frAdmin.statuses[status];

interface PublicationFieldsProps {
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
 * Staff's status, and when « Publié » is chosen for an article not yet live, the choice between
 * publishing now and scheduling it (a date and time in Paris time). A scheduled article keeps its date
 * field, to move it. Then « Ne pas envoyer aux abonnés »: staff only, like everything here (the editor
 * does not render these fields for a contributor, whose save never sends `newsletter_skip`).
 */
export function PublicationFields({
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
      {offerSchedule && (
        <RadioChoice
          legend={frEditor.schedule.when}
          options={
            [
              ['now', frEditor.schedule.publishNow],
              ['later', frEditor.schedule.publishLater],
            ] as const
          }
          value={form.publish_mode}
          onChange={onMode}
        />
      )}
      {wantsSchedule(form, base) && (
        <TextInput
          type="datetime-local"
          label={frEditor.schedule.dateLabel}
          hint={frEditor.schedule.dateHint}
          value={form.publish_at}
          error={dateError}
          required
          onChange={(e) => onDate(e.target.value)}
          css={{ colorScheme: 'dark' }}
        />
      )}
      <Checkbox
        label={frEditor.newsletter.skip}
        hint={frEditor.newsletter.skipHint}
        checked={form.newsletter_skip}
        onChange={(e) => onNewsletterSkip(e.target.checked)}
        data-testid="newsletter-skip"
      />
    </Stack>
  );
}
