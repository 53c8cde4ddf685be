import { Stack } from '@chakra-ui/react';
import { frAdmin } from '../../../i18n/fr-admin';
import { RadioChoice, TextInput } from '../shared/ui/fields';
import { earliestPublishLocal, type PublishWhen } from './approve-schedule';

const t = frAdmin.submissions;

const WHEN: Array<[PublishWhen, string]> = [
  ['now', t.publishNow],
  ['later', t.publishLater],
];

/**
 * « Publier maintenant » or « Programmer », and the date and time (Paris) of a scheduled publication: the
 * approval of a submission and the staff editor both use it. Without `onWhen` the choice is not offered
 * (an article already scheduled only moves its date); `showDate` says when the date is asked for.
 */
export function PublishWhenFields({
  when,
  onWhen,
  showDate = when === 'later',
  value,
  onValue,
  error,
  hint = t.publishAtHint,
  notBeforeNow = false,
}: {
  when: PublishWhen;
  onWhen?: (when: PublishWhen) => void;
  showDate?: boolean;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
  hint?: string;
  /** The date field refuses a past minute (an approval); else a past date publishes at once. */
  notBeforeNow?: boolean;
}) {
  return (
    <Stack gap="3">
      {onWhen && <RadioChoice legend={t.publication} options={WHEN} value={when} onChange={onWhen} />}
      {showDate && (
        <TextInput
          type="datetime-local"
          label={t.publishAt}
          hint={hint}
          value={value}
          min={notBeforeNow ? earliestPublishLocal() : undefined}
          error={error}
          required
          onChange={(event) => onValue(event.target.value)}
          css={{ colorScheme: 'dark' }}
          data-testid="publish-at"
        />
      )}
    </Stack>
  );
}
