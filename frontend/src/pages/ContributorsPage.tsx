import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '../app/page-head';
import { AppLink } from '../components/AppLink';
import { PageSpinner } from '../components/PageSpinner';
import { LeaderboardTable } from '../features/contributors/components/LeaderboardTable';
import { StatTiles } from '../features/contributors/components/StatTiles';
import { useContributorStats, useLeaderboard } from '../features/contributors/hooks/use-contributors';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';

const t = fr.contributors;

/** Spec §2.5: four tiles, the ranking table, the empty state and the call to action. */
export default function ContributorsPage() {
  const { brand } = useSite();
  const board = useLeaderboard();
  const stats = useContributorStats();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
      <PageHead title={t.pageTitle(brand.name)} description={t.description(brand.name)} path="/contributors" />
      <Stack gap="8">
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', md: 'flex-end' }}
          direction={{ base: 'column', md: 'row' }}
          gap="4"
        >
          <Box>
            <Text as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold">
              {t.title}
            </Text>
            <Text color="fg.muted" mt="2">
              {t.intro}
            </Text>
          </Box>
          <AppLink to="/login" px="5" py="3" rounded="lg" bg="primary.solid" color="primary.contrast" fontWeight="bold">
            {t.become}
          </AppLink>
        </Flex>
        <StatTiles stats={stats.data?.stats} />
        {board.error && !board.data ? (
          <Text role="alert" color="red.300" textAlign="center" py="10">
            {t.loadError}
          </Text>
        ) : !board.data ? (
          <PageSpinner label={t.loading} />
        ) : board.data.contributors.length === 0 ? (
          <Text textAlign="center" py="16" color="fg.muted" fontSize="lg">
            {t.empty}
          </Text>
        ) : (
          <LeaderboardTable contributors={board.data.contributors} />
        )}
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align="center"
          justify="space-between"
          gap="4"
          p="6"
          rounded="xl"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="primary.muted"
        >
          <Text fontWeight="semibold">{t.ctaText}</Text>
          <AppLink to="/login" px="5" py="3" rounded="lg" bg="primary.solid" color="primary.contrast" fontWeight="bold">
            {t.become}
          </AppLink>
        </Flex>
      </Stack>
    </Box>
  );
}
