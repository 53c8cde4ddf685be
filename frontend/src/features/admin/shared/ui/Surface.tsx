import { Box, Flex, Text, type BoxProps } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { frAdmin } from '../../../../i18n/fr-admin';
import { parseHexColor, readableTextColor } from '../../../../lib/contrast';
import { useSession } from '../../../../session/use-session';
import { spaceTitle } from '../space-title';

/** A panel of the back office (cards, tables, forms). */
export function Card(props: BoxProps) {
  return <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p={{ base: '4', md: '6' }} {...props} />;
}

/**
 * Page title, optional subtitle and actions on the right; the title also names the browser tab, followed
 * by the space it belongs to (« Espace contributeur » for a contributor, « Admin Blog » for staff).
 */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  const role = useSession().user?.role;
  useEffect(() => {
    if (typeof title === 'string' && title && role) document.title = frAdmin.layout.documentTitle(title, spaceTitle(role));
  }, [title, role]);
  return (
    <Flex
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      gap="4"
      mb="6"
      direction={{ base: 'column', md: 'row' }}
    >
      <Box>
        <Text as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="extrabold" lineHeight="1.2">
          {title}
        </Text>
        {subtitle && (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        )}
      </Box>
      {actions && (
        <Flex gap="2" flexWrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

export function StatTile({
  label,
  value,
  accent,
  testId,
}: {
  label: string;
  value: ReactNode;
  accent?: string;
  testId?: string;
}) {
  return (
    <Card p="4" data-testid={testId} borderTopWidth="3px" borderTopColor={accent ?? 'primary.solid'}>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="semibold">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="extrabold" mt="1">
        {value}
      </Text>
    </Card>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Flex direction="column" align="center" gap="4" py="12" color="fg.muted" textAlign="center">
      <Text>{children}</Text>
      {action}
    </Flex>
  );
}

export type BadgeTone = 'yellow' | 'green' | 'red' | 'blue' | 'gray' | 'purple';

const TONES: Record<BadgeTone, { bg: string; color: string; border: string }> = {
  yellow: { bg: 'rgba(250, 204, 21, 0.14)', color: '#FDE047', border: 'rgba(250, 204, 21, 0.4)' },
  green: { bg: 'rgba(74, 222, 128, 0.14)', color: '#86EFAC', border: 'rgba(74, 222, 128, 0.4)' },
  red: { bg: 'rgba(248, 113, 113, 0.14)', color: '#FCA5A5', border: 'rgba(248, 113, 113, 0.4)' },
  blue: { bg: 'rgba(96, 165, 250, 0.14)', color: '#93C5FD', border: 'rgba(96, 165, 250, 0.4)' },
  gray: { bg: 'rgba(156, 163, 175, 0.14)', color: '#D1D5DB', border: 'rgba(156, 163, 175, 0.35)' },
  purple: { bg: 'rgba(192, 132, 252, 0.14)', color: '#D8B4FE', border: 'rgba(192, 132, 252, 0.4)' },
};

export function Badge({ tone = 'gray', children, ...rest }: BoxProps & { tone?: BadgeTone }) {
  const t = TONES[tone];
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      bg={t.bg}
      color={t.color}
      borderWidth="1px"
      borderColor={t.border}
      {...rest}
    >
      {children}
    </Box>
  );
}

/**
 * A badge in a free colour (categories, profile tags): the colour an admin picked as the background,
 * with black or white text, whichever is readable on it (WCAG 4.5:1 for any colour).
 */
export function ColorBadge({ color, children }: { color: string; children: ReactNode }) {
  const background = parseHexColor(color) ? color : '#FACC15';
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      px="2"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
      data-testid="color-badge"
      style={{ background, color: readableTextColor(background) }}
    >
      {children}
    </Box>
  );
}

export function Swatch({ color, size = 6 }: { color: string; size?: number }) {
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      w={size}
      h={size}
      rounded="md"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{ background: color }}
      aria-hidden="true"
    />
  );
}
