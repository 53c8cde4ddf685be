import { Stack } from '@chakra-ui/react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { RadioChoice, TextInput } from '../ui/fields';
import { earliestPublishLocal, type PublishWhen } from './approve-schedule';

const t = frAdmin.submissions;

const WHEN: Array<[PublishWhen, string]> = [
  ['now', t.publishNow],
  ['later', t.publishLater],
];

/** « Publier maintenant » or « Programmer », and the date and time (Paris) of a scheduled publication. */
export function PublishWhenFields({
  when,
  onWhen,
  value,
  onValue,
  error,
}: {
  when: PublishWhen;
  onWhen: (when: PublishWhen) => void;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
}) {
  return (
    <Stack gap="3">
      <RadioChoice legend={t.publication} options={WHEN} value={when} onChange={onWhen} />
      {when === 'later' && (
        <TextInput
          type="datetime-local"
          label={t.publishAt}
          hint={t.publishAtHint}
          value={value}
          min={earliestPublishLocal()}
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
