import { Stack, Text } from '@chakra-ui/react';
import { frNotifications } from '../../../i18n/fr-notifications';
import { useEmailPreferences } from './use-notification-reads';
import { useEmailPreferenceActions } from './use-notification-actions';
import { useToastAction } from '../shared/use-toast-action';
import { Switch } from '../shared/ui/fields';
import { ReadState, Section } from '../shared/ui/Section';
import { Card } from '../shared/ui/Surface';

const t = frNotifications.preferences;

/**
 * The profile's « E-mails de notification »: one switch per kind of e-mail the user's role can receive
 * (labels from the API), each saved as soon as it is flipped. Notifications in the back office stay on.
 */
export function EmailPreferencesCard() {
  const read = useEmailPreferences();
  const actions = useEmailPreferenceActions();
  const saving = useToastAction<string>();
  const preferences = read.data?.preferences ?? [];
  return (
    <Card id="preferences" data-testid="email-preferences" scrollMarginTop="20">
      <Section level="h2" title={t.title}>
        <Text fontSize="sm" color="fg.muted" mt="-2" mb="4">
          {t.intro}
        </Text>
        <ReadState read={read} empty={preferences.length === 0} errorText={t.loadError} emptyText={t.none}>
          <Stack gap="3">
            {preferences.map((preference) => (
              <Switch
                key={preference.kind}
                label={preference.label}
                checked={preference.enabled}
                disabled={saving.busy === preference.kind}
                onChange={(event) => {
                  const enabled = event.target.checked;
                  void saving.run(preference.kind, () => actions.save(preference.kind, enabled), {
                    success: t.saved,
                    error: t.saveError,
                  });
                }}
              />
            ))}
          </Stack>
        </ReadState>
        <Text fontSize="xs" color="fg.muted" mt="4" borderTopWidth="1px" borderColor="border" pt="3">
          {t.inAppNote}
        </Text>
      </Section>
    </Card>
  );
}
