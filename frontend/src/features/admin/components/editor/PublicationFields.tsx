import { chakra, Flex, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { frEditor } from '../../../../i18n/fr-editor';
import type { ArticleForm } from '../../hooks/use-article-draft';
import { SelectField, TextInput } from '../ui/fields';
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
  dateError: string | null;
}

/**
 * Staff's status, and when « Publié » is chosen for an article not yet live, the choice between
 * publishing now and scheduling it (a date and time in Paris time). A scheduled article keeps its date
 * field, to move it.
 */
export function PublicationFields({ form, base, statusOptions, onStatus, onMode, onDate, dateError }: PublicationFieldsProps) {
  const name = useId();
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
        <chakra.fieldset>
          <chakra.legend fontSize="sm" fontWeight="semibold" mb="1.5">
            {frEditor.schedule.when}
          </chakra.legend>
          <Flex gap="4" flexWrap="wrap">
            {(
              [
                ['now', frEditor.schedule.publishNow],
                ['later', frEditor.schedule.publishLater],
              ] as const
            ).map(([mode, label]) => (
              <chakra.label key={mode} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                <chakra.input
                  type="radio"
                  name={name}
                  value={mode}
                  checked={form.publish_mode === mode}
                  onChange={() => onMode(mode)}
                  w="4"
                  h="4"
                  accentColor="var(--color-primary, #FACC15)"
                />
                {label}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
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
    </Stack>
  );
}
