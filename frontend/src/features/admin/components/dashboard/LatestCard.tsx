import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frAdmin } from '../../../../i18n/fr-admin';
import type { ArticleStatus, SubmissionStatus } from '../../admin-api';
import { StatusBadge } from '../StatusBadge';
import { Card, EmptyState } from '../ui/Surface';

export interface LatestItem {
  id: number;
  title: string;
  /** Where the title leads; a plain title without. */
  to?: string;
  /** The line under the title (author, date). */
  meta: string;
  status: ArticleStatus | SubmissionStatus;
  publishedAt: string | null;
}

/**
 * A dashboard's card of the latest few articles or submissions, each with its status, and a link to the
 * whole list. `items` is undefined while the list is read; the empty text shows once it is.
 */
export function LatestCard({
  title,
  listPath,
  items,
  emptyText,
}: {
  title: string;
  listPath: string;
  items: LatestItem[] | undefined;
  emptyText: string;
}) {
  return (
    <Card>
      <Flex justify="space-between" align="center" mb="4">
        <Text as="h2" fontSize="lg" fontWeight="bold">
          {title}
        </Text>
        <Link to={listPath}>
          <Text as="span" fontSize="sm" color="primary.fg">
            {frAdmin.dashboard.seeAll}
          </Text>
        </Link>
      </Flex>
      {items?.length === 0 && <EmptyState>{emptyText}</EmptyState>}
      <Stack gap="0">
        {items?.map((item) => (
          <Flex
            key={item.id}
            align="center"
            justify="space-between"
            gap="4"
            py="3"
            borderTopWidth="1px"
            borderColor="border.muted"
          >
            <Box minW="0">
              {item.to ? (
                <Link to={item.to}>
                  <Text fontWeight="semibold" truncate _hover={{ color: 'primary.fg' }}>
                    {item.title}
                  </Text>
                </Link>
              ) : (
                <Text fontWeight="semibold" truncate>
                  {item.title}
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {item.meta}
              </Text>
            </Box>
            <StatusBadge status={item.status} publishedAt={item.publishedAt} />
          </Flex>
        ))}
      </Stack>
    </Card>
  );
}
