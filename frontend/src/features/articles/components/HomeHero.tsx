import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { ChatIcon, RssIcon } from '../../../components/icons';
import { fr } from '../../../i18n/fr';

const t = fr.home;

/** Page title, hero and the newsletter-like block of spec §2.3. */
export function HomeHero({
  brandName,
  discordUrl,
  categoryName,
}: {
  brandName: string;
  discordUrl: string;
  categoryName: string | null;
}) {
  return (
    <Box
      as="section"
      aria-labelledby="page-title"
      position="relative"
      overflow="hidden"
      borderBottomWidth="1px"
      borderColor="border"
      bg="radial-gradient(ellipse at top left, color-mix(in srgb, var(--color-primary, #FACC15) 14%, transparent) 0%, transparent 55%), linear-gradient(180deg, var(--color-secondary, #1E2530) 0%, var(--color-background, #0F1419) 100%)"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '12', md: '20' }}
        gap="10"
        direction={{ base: 'column', lg: 'row' }}
        align={{ lg: 'center' }}
      >
        <Box flex="3">
          <Text color="primary.fg" fontWeight="bold" textTransform="uppercase" letterSpacing="widest" fontSize="sm" mb="3">
            {fr.site.blogName(brandName)}
          </Text>
          <Text as="h1" id="page-title" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="extrabold" lineHeight="1.1" mb="4">
            {categoryName ? t.categoryTitle(categoryName) : t.heroTitle}
          </Text>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {t.heroText(brandName)}
          </Text>
        </Box>
        <Box flex="2" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="2xl" p="6">
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {t.newsletterTitle}
          </Text>
          <Text color="fg.muted" fontSize="sm" mb="4">
            {t.newsletterText}
          </Text>
          <Flex gap="3" flexWrap="wrap">
            <chakra.a
              href="/blog/rss.xml"
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="4"
              py="2.5"
              rounded="lg"
              bg="primary.solid"
              color="primary.contrast"
              fontWeight="bold"
              fontSize="sm"
            >
              <RssIcon size={16} /> {t.rss}
            </chakra.a>
            <chakra.a
              href={discordUrl}
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="4"
              py="2.5"
              rounded="lg"
              borderWidth="1px"
              borderColor="border.emphasized"
              fontWeight="semibold"
              fontSize="sm"
              _hover={{ borderColor: 'primary.solid' }}
            >
              <ChatIcon size={16} /> {t.joinDiscord}
            </chakra.a>
          </Flex>
        </Box>
      </Flex>
    </Box>
  );
}
