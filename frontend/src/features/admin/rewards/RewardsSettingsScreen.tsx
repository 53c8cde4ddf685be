import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { frStats } from '../../../i18n/fr-stats';
import { Button } from '../shared/ui/Button';
import { PageSpinner } from '../../../components/PageSpinner';
import { toast } from '../../../components/toast/toast-store';
import { frAdmin } from '../../../i18n/fr-admin';
import { useRewardSettings } from './use-reward-reads';
import { GiftIcon } from '../shared/ui/icons';
import { PageHeader } from '../shared/ui/Surface';
import { RewardHistory } from './RewardHistory';
import { RewardSettingsForm } from './RewardSettingsForm';

const t = frAdmin.rewards;

/** Spec §2.16: settings, the explanatory box and the latest rewards. */
export function RewardsSettingsScreen() {
  const { data, error } = useRewardSettings();
  useEffect(() => {
    if (error) toast.error(t.loadError);
  }, [error]);
  return (
    <>
      <PageHeader
        title={t.title}
        actions={
          <Link to="/admin/rewards/ledger" data-testid="ledger-link">
            <Button as="span" variant="outline">
              {frStats.ledger.link}
            </Button>
          </Link>
        }
      />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" mb="8" alignItems="start">
        {data ? <RewardSettingsForm saved={data.settings} /> : <PageSpinner />}
        <Box
          as="aside"
          aria-labelledby="rewards-how-title"
          p="5"
          rounded="xl"
          bg="primary.subtle"
          borderWidth="1px"
          borderColor="primary.muted"
        >
          <Text
            as="h2"
            id="rewards-how-title"
            display="flex"
            alignItems="center"
            gap="2"
            fontWeight="bold"
            color="primary.fg"
            mb="3"
          >
            <GiftIcon size={18} />
            {t.howTitle}
          </Text>
          <Stack as="ol" gap="2" pl="5" listStyleType="decimal" fontSize="sm">
            {t.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Stack>
        </Box>
      </Grid>
      <RewardHistory />
    </>
  );
}
