import { chakra, Flex, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { TextInput } from '../ui/fields';
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
  const name = useId();
  return (
    <Stack gap="3">
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="1.5">
          {t.publication}
        </chakra.legend>
        <Flex gap="4" flexWrap="wrap">
          {WHEN.map(([mode, label]) => (
            <chakra.label key={mode} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <chakra.input
                type="radio"
                name={name}
                value={mode}
                checked={when === mode}
                onChange={() => onWhen(mode)}
                w="4"
                h="4"
                accentColor="var(--color-primary, #FACC15)"
              />
              {label}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
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
