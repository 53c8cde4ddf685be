import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ArticleListItem, Brand } from '../../../api/models';
import { AppLink } from '../../../components/AppLink';
import { ChatIcon, CheckIcon } from '../../../components/icons';
import { RECENT_LIST_ATTRIBUTE } from '../../../app/ssr-data';
import { fr } from '../../../i18n/fr';
import { formatLongDate } from '../../../lib/format';

const t = fr.article;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} p="5" bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border">
      <Text as="h2" fontWeight="extrabold" fontSize="md" mb="4">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** Recent articles, why-the-provider and community cards (spec §2.4). */
export function ArticleSidebar({ recent, currentSlug, brand }: { recent: ArticleListItem[]; currentSlug: string; brand: Brand }) {
  const others = recent.filter((a) => a.slug !== currentSlug).slice(0, 5);
  return (
    <Stack as="aside" gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      {others.length > 0 && (
        <Panel title={t.recent}>
          <Stack as="ul" gap="4" listStyleType="none" {...{ [RECENT_LIST_ATTRIBUTE]: '' }}>
            {others.map((article) => (
              <li key={article.id}>
                <AppLink
                  to={`/article/${article.slug}`}
                  display="block"
                  fontWeight="semibold"
                  fontSize="sm"
                  _hover={{ color: 'primary.fg' }}
                >
                  {article.title}
                </AppLink>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {formatLongDate(article.published_at ?? article.created_at)}
                </Text>
              </li>
            ))}
          </Stack>
        </Panel>
      )}
      <Panel title={t.whyTitle(brand.name)}>
        <Stack as="ul" gap="2.5" listStyleType="none" mb="5">
          {t.whyItems.map((item) => (
            <Flex as="li" key={item} gap="2" fontSize="sm" align="flex-start">
              <Box color="primary.fg" mt="0.5" flexShrink={0}>
                <CheckIcon size={16} />
              </Box>
              {item}
            </Flex>
          ))}
        </Stack>
        <chakra.a
          href={brand.mainSiteUrl}
          display="block"
          textAlign="center"
          py="2.5"
          rounded="lg"
          bg="primary.solid"
          color="primary.contrast"
          fontWeight="bold"
          fontSize="sm"
        >
          {t.discover}
        </chakra.a>
      </Panel>
      <Panel title={t.communityTitle}>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t.communityText}
        </Text>
        <chakra.a
          href={brand.discordUrl}
          display="flex"
          alignItems="center"
          justifyContent="center"
          gap="2"
          py="2.5"
          rounded="lg"
          bg="#4752C4"
          color="white"
          fontWeight="bold"
          fontSize="sm"
        >
          <ChatIcon size={16} /> {t.joinDiscord}
        </chakra.a>
      </Panel>
    </Stack>
  );
}
