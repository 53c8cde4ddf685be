import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useReward } from '../../features/site/use-settings';
import { fr } from '../../i18n/fr';
import { formatAmount } from '../../lib/format';
import { AppLink } from '../AppLink';
import { CheckIcon, PenIcon } from '../icons';

const t = fr.cta;

/** Spec §2.2 call-to-action card; hidden until the reward setting has loaded. */
export function ContributorCta() {
  const reward = useReward();
  if (reward === null) return null;
  return (
    <Box
      as="aside"
      aria-labelledby="cta-title"
      position="relative"
      overflow="hidden"
      rounded="2xl"
      p={{ base: '6', md: '8' }}
      bg="linear-gradient(135deg, color-mix(in srgb, var(--color-primary, #FACC15) 16%, var(--color-surface, #23262F)) 0%, var(--color-surface, #23262F) 60%)"
      borderWidth="1px"
      borderColor="primary.muted"
    >
      <Flex align="center" gap="3" flexWrap="wrap" mb="3">
        <Box color="primary.fg" display="inline-flex">
          <PenIcon size={26} />
        </Box>
        <Text as="h2" id="cta-title" fontSize="xl" fontWeight="extrabold">
          {t.title}
        </Text>
        <Box
          as="span"
          data-testid="cta-badge"
          px="3"
          py="1"
          rounded="full"
          bg="primary.solid"
          color="primary.contrast"
          fontSize="sm"
          fontWeight="bold"
        >
          {t.badge(formatAmount(reward.amount, reward.currency))}
        </Box>
      </Flex>
      <Text color="fg.muted" mb="4">
        {t.text}
      </Text>
      <Stack as="ul" gap="1.5" mb="6" listStyleType="none">
        {t.perks.map((perk) => (
          <Flex as="li" key={perk} align="center" gap="2" fontSize="sm">
            <Box color="primary.fg" display="inline-flex">
              <CheckIcon size={16} />
            </Box>
            {perk}
          </Flex>
        ))}
      </Stack>
      <AppLink
        to="/contributor/login"
        display="inline-flex"
        alignItems="center"
        gap="2"
        px="5"
        py="3"
        rounded="lg"
        bg="primary.solid"
        color="primary.contrast"
        fontWeight="bold"
        _hover={{ opacity: 0.9 }}
      >
        {t.button}
      </AppLink>
    </Box>
  );
}
