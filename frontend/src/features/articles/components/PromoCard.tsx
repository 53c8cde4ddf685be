import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { BoltIcon, ServerIcon } from '../../../components/icons';

/** The provider's offers, between the article's parts (spec §2.4). */
export function PromoCard({
  title,
  text,
  cta,
  href,
  variant,
}: {
  title: string;
  text: string;
  cta: string;
  href: string;
  variant: 'game' | 'vps';
}) {
  return (
    <Flex
      as="aside"
      aria-label={title}
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
      gap="5"
      p={{ base: '5', md: '6' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="primary.muted"
      bg="linear-gradient(120deg, color-mix(in srgb, var(--color-primary, #FACC15) 12%, var(--color-surface, #23262F)), var(--color-secondary, #1E2530))"
    >
      <Box color="primary.fg" flexShrink={0}>
        {variant === 'game' ? <ServerIcon size={40} /> : <BoltIcon size={40} />}
      </Box>
      <Box flex="1">
        <Text fontWeight="extrabold" fontSize="lg" mb="1">
          {title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </Box>
      <chakra.a
        href={href}
        flexShrink={0}
        px="5"
        py="2.5"
        rounded="lg"
        bg="primary.solid"
        color="primary.contrast"
        fontWeight="bold"
        fontSize="sm"
        textAlign="center"
        _hover={{ opacity: 0.9 }}
      >
        {cta}
      </chakra.a>
    </Flex>
  );
}
