import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { frAdmin } from '../../../i18n/fr-admin';
import type { ArticleStatus, SubmissionStatus } from '../shared/admin-api';
import { StatusBadge } from '../shared/StatusBadge';
import { Card, EmptyState } from '../shared/ui/Surface';

/** What the card shows of an article or a submission. */
interface Latest {
  id: number;
  title: string;
  status: ArticleStatus | SubmissionStatus;
  published_at: string | null;
}

/** The card shows the first five. */
const SHOWN = 5;

/**
 * A dashboard's card of the latest articles or submissions, each with its status, and a link to the
 * whole list. `items` is undefined while the list is read; the empty text shows once it is. `to` makes
 * each title a link, `meta` writes the line under it.
 */
export function LatestCard<Item extends Latest>({
  title,
  listPath,
  items,
  emptyText,
  to,
  meta,
}: {
  title: string;
  listPath: string;
  items: Item[] | undefined;
  emptyText: string;
  to?: (item: Item) => string;
  meta: (item: Item) => string;
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
        {items?.slice(0, SHOWN).map((item) => (
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
              {to ? (
                <Link to={to(item)}>
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
                {meta(item)}
              </Text>
            </Box>
            <StatusBadge status={item.status} publishedAt={item.published_at} />
          </Flex>
        ))}
      </Stack>
    </Card>
  );
}
