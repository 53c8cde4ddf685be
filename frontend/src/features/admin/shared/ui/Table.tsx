import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const MUTED = 'var(--color-text-secondary, #9CA3AF)';
const RULE = 'rgba(255, 255, 255, 0.06)';

/**
 * Below this width of the table's own box (not the window: the sidebar takes 16rem from 1024 px up),
 * rows become cards. At 1280 × 800 the box is 60rem wide and the table fits it without scrolling.
 */
const CARDS_BELOW = '56rem';

/**
 * The back office's tables. Wide enough, a plain table whose cells wrap (long titles, e-mails and dates
 * break rather than push the actions out of sight); narrower, each row is a card: the cell marked
 * `data-cell="primary"` (the title) with the `data-cell="actions"` cell beside it, then every other cell
 * on a line of its own, introduced by its `data-label`.
 */
export function Table({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="bg.panel"
      overflow="hidden"
      css={{ containerType: 'inline-size' }}
    >
      <chakra.table
        w="full"
        fontSize="sm"
        aria-label={label}
        data-testid="admin-table"
        css={{
          borderCollapse: 'collapse',
          [`@container (max-width: ${CARDS_BELOW})`]: {
            display: 'block',
            '& thead': {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clipPath: 'inset(50%)',
              whiteSpace: 'nowrap',
            },
            '& tbody': { display: 'block' },
            '& tr': {
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto',
              columnGap: '0.75rem',
              rowGap: '0.375rem',
              padding: '0.75rem 1rem',
              borderBottom: `1px solid ${RULE}`,
            },
            '& tr:last-of-type': { borderBottom: 0 },
            '& td': { display: 'block', padding: 0, border: 0, minWidth: 0 },
            '& td[data-cell="primary"]': { gridColumn: '1', gridRow: '1' },
            '& td[data-cell="actions"]': { gridColumn: '2', gridRow: '1', alignSelf: 'start' },
            '& td:not([data-cell])': {
              gridColumn: '1 / -1',
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: '0.5rem',
            },
            // The column's name before the value; the alternative text after « / » keeps screen readers from
            // reading it twice (they already have the column header).
            '& td[data-label]:not([data-cell])::before': {
              content: 'attr(data-label) / ""',
              minWidth: '7.5rem',
              color: MUTED,
              fontSize: '0.75rem',
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: '0.05em',
            },
          },
        }}
      >
        {children}
      </chakra.table>
    </Box>
  );
}

export const Th = chakra('th', {
  base: {
    textAlign: 'left',
    px: '3',
    py: '3',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg.muted',
    fontWeight: 'semibold',
    borderBottomWidth: '1px',
    borderColor: 'border',
    bg: 'whiteAlpha.50',
  },
});

/** A cell; its text wraps between words (give `overflowWrap="anywhere"` to e-mails and slugs, which have none). */
export const Td = chakra('td', {
  base: {
    px: '3',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    verticalAlign: 'middle',
    overflowWrap: 'break-word',
  },
});

export const Tr = chakra('tr', { base: { _hover: { bg: 'whiteAlpha.50' } } });
