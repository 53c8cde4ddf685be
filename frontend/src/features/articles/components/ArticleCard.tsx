import { Box, Flex, Text } from '@chakra-ui/react';
import type { ArticleListItem } from '../../../api/models';
import { AppLink } from '../../../components/AppLink';
import { Avatar } from '../../../components/Avatar';
import { ClockIcon, ServerIcon } from '../../../components/icons';
import { fr } from '../../../i18n/fr';
import { formatLongDate } from '../../../lib/format';
import { cardDescription } from '../../../lib/text';
import { CategoryBadge } from './CategoryBadge';
import { ResponsiveImage } from './ResponsiveImage';

/** One card of the home grid; the whole card is one link to the article. */
export function ArticleCard({ article, eager = false }: { article: ArticleListItem; eager?: boolean }) {
  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      bg="bg.panel"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      transition="transform 0.2s, border-color 0.2s, box-shadow 0.2s"
      _hover={{ transform: 'translateY(-4px)', borderColor: 'primary.muted', shadow: '0 12px 32px rgba(0,0,0,0.35)' }}
      _focusWithin={{ borderColor: 'primary.solid' }}
    >
      <Box aspectRatio="1200 / 630" bg="bg.subtle" overflow="hidden" position="relative">
        {article.featured_image ? (
          <ResponsiveImage
            src={article.featured_image}
            alt=""
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={eager}
          />
        ) : (
          <Flex
            h="full"
            align="center"
            justify="center"
            color="primary.muted"
            bg="linear-gradient(135deg, var(--color-secondary, #1E2530), var(--color-surface, #23262F))"
          >
            <ServerIcon size={56} />
          </Flex>
        )}
      </Box>
      <Flex direction="column" flex="1" p="5" gap="3">
        {article.category_name && (
          <Box>
            <CategoryBadge name={article.category_name} color={article.category_color} />
          </Box>
        )}
        <Text as="h3" fontSize="lg" fontWeight="bold" lineHeight="short">
          <AppLink
            to={`/article/${article.slug}`}
            color="fg"
            _hover={{ color: 'primary.fg' }}
            _after={{ content: '""', position: 'absolute', inset: 0 }}
            _focusVisible={{ outline: 'none' }}
          >
            {article.title}
          </AppLink>
        </Text>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {cardDescription(article.short_description)}
        </Text>
        <Flex
          align="center"
          justify="space-between"
          gap="3"
          pt="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          fontSize="xs"
          color="fg.muted"
        >
          <Flex align="center" gap="2" minW="0">
            <Avatar src={article.author_avatar} username={article.author_name} size="xs" />
            <Text truncate>{article.author_name}</Text>
          </Flex>
          <Flex align="center" gap="3" flexShrink={0}>
            <time dateTime={article.published_at ?? article.created_at}>
              {formatLongDate(article.published_at ?? article.created_at)}
            </time>
            <Flex align="center" gap="1">
              <ClockIcon size={14} />
              {fr.home.minutes(article.reading_time)}
            </Flex>
          </Flex>
        </Flex>
      </Flex>
    </Box>
  );
}
