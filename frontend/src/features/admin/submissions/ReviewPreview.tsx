import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { ArticleBody } from '../../articles/components/ArticleBody';
import type { Submission } from '../shared/admin-api';
import { ChangesSinceRejection } from './ChangesSinceRejection';
import { SubmissionThread } from './SubmissionThread';

/**
 * The review modal's preview: the history and the notes come before the article, and beside it on a
 * wide screen where they stay in view while it scrolls: neither is ever below the whole article.
 */
export function ReviewPreview({ submission, status }: { submission: Submission; status: Submission['status'] }) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
      templateAreas={{ base: '"thread" "article"', lg: '"article thread"' }}
      gap="6"
    >
      <Box
        gridArea="thread"
        alignSelf="start"
        position={{ lg: 'sticky' }}
        top="0"
        maxH={{ lg: 'calc(100dvh - 16rem)' }}
        overflowY={{ lg: 'auto' }}
        borderBottomWidth={{ base: '1px', lg: '0' }}
        borderColor="border"
        pb={{ base: '4', lg: '0' }}
        data-testid="review-side"
      >
        <SubmissionThread submission={{ id: submission.id, status }} stacked />
      </Box>
      <Stack gridArea="article" gap="4" minW="0" data-testid="review-article">
        {submission.article_id !== null && (
          <ChangesSinceRejection submissionId={submission.id} articleId={submission.article_id} />
        )}
        {submission.featured_image && (
          <chakra.img src={submission.featured_image} alt="" maxH="72" w="full" objectFit="cover" rounded="lg" />
        )}
        {submission.short_description && (
          <Text color="fg.muted" fontStyle="italic">
            {submission.short_description}
          </Text>
        )}
        <Box borderTopWidth="1px" borderColor="border" pt="4" fontSize="sm">
          <ArticleBody html={submission.content} />
        </Box>
      </Stack>
    </Grid>
  );
}
