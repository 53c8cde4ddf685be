import { Box, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useSite } from '../../features/site/use-site';
import { fr } from '../../i18n/fr';
import { AppLink } from '../AppLink';
import { LogoMark } from '../icons';

const t = fr.footer;

const linkStyle = { color: 'fg.muted', fontSize: 'sm', _hover: { color: 'primary.fg' } } as const;

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="nav" aria-label={title} gap="2">
      <Text as="h2" fontSize="sm" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg" mb="1">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Spec §2.2 footer: Services, Communauté, Support, social links, tagline and the current year. */
export function Footer() {
  const { brand } = useSite();
  const year = new Date().getFullYear();
  const social = [
    { href: brand.discordUrl, label: 'Discord' },
    { href: brand.twitterUrl, label: 'X (Twitter)' },
    { href: brand.youtubeUrl, label: 'YouTube' },
    { href: brand.instagramUrl, label: 'Instagram' },
  ];
  return (
    <Box as="footer" mt="20" bg="bg.subtle" borderTopWidth="1px" borderColor="border">
      <Grid
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="12"
        gap="10"
        templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr' }}
      >
        <Stack gap="4">
          <Flex align="center" gap="2" fontWeight="extrabold" fontSize="lg">
            <Box as="span" color="primary.fg" display="inline-flex">
              <LogoMark size={26} />
            </Box>
            {brand.name}
          </Flex>
          <Text color="fg.muted" fontSize="sm" maxW="xs">
            {t.tagline}
          </Text>
          <Flex as="ul" aria-label={t.social} gap="3" flexWrap="wrap" listStyleType="none">
            {social.map((s) => (
              <li key={s.label}>
                <chakra.a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  {...linkStyle}
                  px="3"
                  py="1.5"
                  rounded="md"
                  borderWidth="1px"
                  borderColor="border"
                  display="inline-block"
                >
                  {s.label}
                  <chakra.span srOnly> {t.newTab}</chakra.span>
                </chakra.a>
              </li>
            ))}
          </Flex>
        </Stack>
        <Column title={t.services}>
          <chakra.a href={brand.gameServersUrl} {...linkStyle}>
            {t.gameServers}
          </chakra.a>
          <chakra.a href={brand.vpsUrl} {...linkStyle}>
            {t.vps}
          </chakra.a>
          <chakra.a href={brand.clientAreaUrl} {...linkStyle}>
            {t.clientArea}
          </chakra.a>
        </Column>
        <Column title={t.community}>
          <AppLink to="/contributors" {...linkStyle}>
            {t.contributors}
          </AppLink>
          <chakra.a href={`${brand.mainSiteUrl}/partenaires`} {...linkStyle}>
            {t.partners}
          </chakra.a>
          <chakra.a href={brand.discordUrl} {...linkStyle}>
            {t.discord}
          </chakra.a>
        </Column>
        <Column title={t.support}>
          <chakra.a href={`${brand.mainSiteUrl}/a-propos`} {...linkStyle}>
            {t.about}
          </chakra.a>
          <chakra.a href={brand.termsUrl} {...linkStyle}>
            {t.terms}
          </chakra.a>
          <chakra.a href={`${brand.mainSiteUrl}/partenaires`} {...linkStyle}>
            {t.becomePartner}
          </chakra.a>
        </Column>
      </Grid>
      <Box borderTopWidth="1px" borderColor="border" py="5" px="4" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          {t.copyright(year, brand.name)}
        </Text>
      </Box>
    </Box>
  );
}
