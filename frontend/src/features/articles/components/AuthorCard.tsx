import { Box, Flex, Text } from '@chakra-ui/react';
import type { ArticleDetail } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { fr } from '../../../i18n/fr';
import { ShareButton } from './ShareButton';
import { TagBadge } from '../../../components/TagBadge';

/** Author, their tags and published count, beside the share button. */
export function AuthorCard({ article }: { article: ArticleDetail }) {
  return (
    <Flex
      data-testid="author-card"
      align={{ base: 'flex-start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      gap="4"
      p="5"
      bg="bg.panel"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
    >
      <Flex align="center" gap="4">
        <Avatar src={article.author_avatar} username={article.author_name} size="lg" />
        <Box>
          <Text fontSize="xs" color="fg.muted">
            {fr.article.by}
          </Text>
          <Text fontWeight="bold">{article.author_name}</Text>
          <Flex gap="2" align="center" flexWrap="wrap" mt="1">
            {article.author_tags.map((tag) => (
              <TagBadge key={tag.id} name={tag.name} color={tag.color} />
            ))}
            <Text as="span" fontSize="xs" color="fg.muted">
              {fr.article.articlesCount(article.author_article_count)}
            </Text>
          </Flex>
          {article.author_bio && (
            <Text fontSize="sm" color="fg.muted" mt="2" maxW="lg">
              {article.author_bio}
            </Text>
          )}
        </Box>
      </Flex>
      <ShareButton />
    </Flex>
  );
}
