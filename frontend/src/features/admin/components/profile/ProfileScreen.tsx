import { Grid } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { SessionUser } from '../../../../api/models';
import { useApi } from '../../../../api/use-api';
import { frAdmin } from '../../../../i18n/fr-admin';
import { sessionStore } from '../../../../session/session-store';
import { adminKeys, type UserDto } from '../../admin-api';
import { PageHeader } from '../ui/Surface';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';

/** Spec §2.17. The stored user is refreshed from /auth/me, so totals credited since sign-in show. */
export function ProfileScreen({ user }: { user: SessionUser }) {
  const { data } = useApi<{ success: boolean; user: UserDto }>(adminKeys.me);
  useEffect(() => {
    if (data?.success) sessionStore.updateUser(data.user);
  }, [data]);
  return (
    <>
      <PageHeader title={frAdmin.profile.title} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
        <ProfileCard user={user} />
        <ProfileForm key={user.id} user={user} />
      </Grid>
    </>
  );
}
