import { Box, Grid, Text } from '@chakra-ui/react';
import type { ContributorStats } from '../../../api/models';
import { fr } from '../../../i18n/fr';
import { formatAmount, formatInteger, formatOneDecimal } from '../../../lib/format';
import { useRewardCurrency } from '../../site/use-settings';

const t = fr.contributors;

/** The four tiles of spec §2.5. */
export function StatTiles({ stats }: { stats: ContributorStats | undefined }) {
  const currency = useRewardCurrency();
  const tiles = [
    { label: t.totalContributors, value: stats ? formatInteger(stats.total_contributors) : '–' },
    { label: t.totalArticles, value: stats ? formatInteger(stats.total_articles) : '–' },
    { label: t.totalRewards, value: stats ? formatAmount(stats.total_rewards_paid, currency) : '–' },
    { label: t.average, value: stats ? formatOneDecimal(stats.avg_articles_per_contributor) : '–' },
  ];
  return (
    <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
      {tiles.map((tile) => (
        <Box key={tile.label} p="5" bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border">
          <Text as="dt" fontSize="sm" color="fg.muted" mb="1">
            {tile.label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="extrabold" color="primary.fg">
            {tile.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
