import { Grid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiKeys } from '../../../api/keys';
import type { SessionUser } from '../../../api/models';
import { useApi } from '../../../api/use-api';
import { frAdmin } from '../../../i18n/fr-admin';
import { sessionStore } from '../../../session/session-store';
import type { UserDto } from '../shared/admin-api';
import { AffiliateProgramme } from '../affiliate/AffiliateProgramme';
import { EmailPreferencesCard } from '../notifications/EmailPreferencesCard';
import { PageHeader } from '../shared/ui/Surface';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';

/** Spec §2.17. The stored user is refreshed from /auth/me, so totals credited since sign-in show. */
export function ProfileScreen({ user }: { user: SessionUser }) {
  const { data } = useApi<{ success: boolean; user: UserDto }>(apiKeys.me);
  useEffect(() => {
    if (data?.success) sessionStore.updateUser(data.user);
  }, [data]);
  // The account menu's « Mes préférences d’e-mail » and the e-mails' footer link land on the switches.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#preferences') document.getElementById('preferences')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <>
      <PageHeader title={frAdmin.profile.title} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
        <ProfileCard user={user} />
        <Stack gap="6">
          <ProfileForm key={user.id} user={user} />
          <EmailPreferencesCard />
          {user.role === 'contributor' && <AffiliateProgramme />}
        </Stack>
      </Grid>
    </>
  );
}
