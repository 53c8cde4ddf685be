import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A horizontally scrollable table with the back office's row styling. */
export function Table({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" rounded="xl" bg="bg.panel">
      <chakra.table w="full" fontSize="sm" aria-label={label} css={{ borderCollapse: 'collapse' }}>
        {children}
      </chakra.table>
    </Box>
  );
}

export const Th = chakra('th', {
  base: {
    textAlign: 'left',
    px: '4',
    py: '3',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg.muted',
    fontWeight: 'semibold',
    borderBottomWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
    bg: 'whiteAlpha.50',
  },
});

export const Td = chakra('td', {
  base: { px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'middle' },
});

export const Tr = chakra('tr', { base: { _hover: { bg: 'whiteAlpha.50' } } });
