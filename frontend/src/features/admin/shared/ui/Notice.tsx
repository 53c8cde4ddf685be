import { Box, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type NoticeTone = 'red' | 'yellow' | 'blue' | 'purple';

const TONES: Record<NoticeTone, { bg: string; border: string; text: string; title: string }> = {
  red: { bg: 'rgba(248, 113, 113, 0.12)', border: 'rgba(248, 113, 113, 0.5)', text: '#FECACA', title: '#FCA5A5' },
  yellow: { bg: 'rgba(250, 204, 21, 0.1)', border: 'rgba(250, 204, 21, 0.45)', text: '#FEF08A', title: '#FDE047' },
  blue: { bg: 'rgba(96, 165, 250, 0.1)', border: 'rgba(96, 165, 250, 0.4)', text: '#BFDBFE', title: '#93C5FD' },
  purple: { bg: 'rgba(167, 139, 250, 0.12)', border: 'rgba(167, 139, 250, 0.45)', text: '#DDD6FE', title: '#C4B5FD' },
};

/**
 * A tinted, bordered box that tells something about the form beside it (rejected, scheduled, locked…):
 * its title in bold and its text, then what else it holds. Spacing and layout come from the caller.
 */
export function Notice({
  tone,
  title,
  text,
  children,
  ...box
}: Omit<BoxProps, 'title'> & { tone: NoticeTone; title?: ReactNode; text?: ReactNode }) {
  const colors = TONES[tone];
  return (
    <Box rounded="xl" bg={colors.bg} borderWidth="1px" borderColor={colors.border} color={colors.text} {...box}>
      {title !== undefined && (
        <Text fontWeight="bold" color={colors.title}>
          {title}
        </Text>
      )}
      {text !== undefined && (
        <Text fontSize="sm" mt="1">
          {text}
        </Text>
      )}
      {children}
    </Box>
  );
}
