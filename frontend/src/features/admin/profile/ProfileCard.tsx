import { Box, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorText } from '../../../api/errors';
import type { SessionUser } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { formatAmount } from '../../../lib/format';
import { useRewardCurrency } from '../../site/use-settings';
import { useProfileActions } from './use-profile-actions';
import { UploadIcon } from '../shared/ui/icons';
import { Button } from '../shared/ui/Button';
import { Card } from '../shared/ui/Surface';
import { useImageUpload } from '../shared/ui/use-image-upload';
import { avatarFileError, profileRoleLabel } from './avatar-file';

const t = frAdmin.profile;

function Row({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Flex justify="space-between" gap="4" py="2" borderTopWidth="1px" borderColor="border.muted" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/** Spec §2.17, left card: the avatar (click or button to change), role, client number and, for contributors, earnings. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const actions = useProfileActions();
  const name = user.display_name || user.username;
  const currency = useRewardCurrency();

  const {
    busy: uploading,
    open,
    inputProps,
  } = useImageUpload({
    check: avatarFileError,
    upload: async (file) => {
      await actions.uploadAvatar(file);
      toast.success(t.avatarUpdated);
    },
    failure: (caught) => errorText(caught, t.avatarError),
  });

  return (
    <Card display="flex" flexDirection="column" alignItems="center" textAlign="center" gap="4">
      {/* A click target for the mouse only: keyboard and screen-reader users have the « Changer la photo » button below, so the picture adds no second, differently named control. */}
      <chakra.button
        type="button"
        onClick={open}
        tabIndex={-1}
        aria-hidden="true"
        position="relative"
        rounded="full"
        cursor="pointer"
        disabled={uploading}
        _hover={{ opacity: 0.85 }}
      >
        <Avatar src={user.avatar} username={name} email={user.email} size="xl" />
        {uploading && (
          <Flex position="absolute" inset="0" rounded="full" bg="rgba(0,0,0,0.6)" align="center" justify="center">
            <Spinner size="md" color="primary.solid" />
          </Flex>
        )}
      </chakra.button>
      <chakra.input {...inputProps} data-testid="avatar-input" />
      <Box>
        <Button variant="outline" size="sm" onClick={open} busy={uploading}>
          {!uploading && <UploadIcon size={14} />}
          {uploading ? t.uploading : t.changeAvatar}
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="2">
          {t.avatarHint}
        </Text>
      </Box>
      <Box>
        <Text fontSize="xl" fontWeight="bold">
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          @{user.username}
        </Text>
      </Box>
      <Stack gap="0" w="full">
        <Row label={t.role} value={profileRoleLabel(user.role)} />
        {user.whmcs_client_id !== null && <Row label={t.clientNumber} value={user.whmcs_client_id} />}
        {user.role === 'contributor' && (
          <>
            <Row label={t.totalRewards} value={formatAmount(user.total_rewards, currency)} testId="profile-total-rewards" />
            <Row label={t.publishedArticles} value={user.articles_approved} testId="profile-published" />
          </>
        )}
      </Stack>
    </Card>
  );
}
