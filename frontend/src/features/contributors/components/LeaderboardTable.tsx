import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { Contributor } from '../../../api/models';
import { Avatar } from '../../../components/Avatar';
import { fr } from '../../../i18n/fr';
import { formatAmount, formatLongDate } from '../../../lib/format';
import { useRewardCurrency } from '../../site/use-settings';
import { RankCell } from './RankCell';
import { TagBadge } from '../../../components/TagBadge';

const t = fr.contributors;
const th = {
  textAlign: 'left',
  px: '4',
  py: '3',
  fontSize: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fg.muted',
  fontWeight: 'semibold',
} as const;
const td = {
  px: '4',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.muted',
  fontSize: 'sm',
  verticalAlign: 'middle',
} as const;

/** Rank, contributor, tags, articles, revenue, member since (spec §2.5). */
export function LeaderboardTable({ contributors }: { contributors: Contributor[] }) {
  const currency = useRewardCurrency();
  return (
    // Scrolls sideways on a phone: focusable and named so a keyboard can scroll it too.
    <Box
      overflowX="auto"
      bg="bg.panel"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      tabIndex={0}
      role="region"
      aria-label={t.tableLabel}
    >
      <chakra.table w="full" minW="720px" borderCollapse="collapse">
        <thead>
          <tr>
            <chakra.th scope="col" {...th}>
              {t.rank}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {t.contributor}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {t.tags}
            </chakra.th>
            <chakra.th scope="col" {...th} textAlign="right">
              {t.articles}
            </chakra.th>
            <chakra.th scope="col" {...th} textAlign="right">
              {t.revenue}
            </chakra.th>
            <chakra.th scope="col" {...th}>
              {t.memberSince}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {contributors.map((c, index) => (
            <tr key={c.id}>
              <chakra.td {...td} w="16">
                <RankCell rank={index + 1} />
              </chakra.td>
              <chakra.td {...td}>
                <Flex align="center" gap="3">
                  <Avatar src={c.avatar} username={c.display_name || c.username} size="sm" />
                  <Box>
                    <Text fontWeight="semibold">{c.display_name || c.username}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      @{c.username}
                    </Text>
                  </Box>
                </Flex>
              </chakra.td>
              <chakra.td {...td}>
                <Flex gap="1.5" flexWrap="wrap">
                  {c.tags.map((tag) => (
                    <TagBadge key={tag.id} name={tag.name} color={tag.color} />
                  ))}
                </Flex>
              </chakra.td>
              <chakra.td {...td} textAlign="right" fontWeight="bold">
                {c.article_count}
              </chakra.td>
              <chakra.td {...td} textAlign="right" color="primary.fg" fontWeight="bold">
                {formatAmount(c.total_earnings, currency)}
              </chakra.td>
              <chakra.td {...td} color="fg.muted">
                {formatLongDate(c.joined_at)}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
