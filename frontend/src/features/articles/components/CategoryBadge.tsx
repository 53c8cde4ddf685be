import { Box } from '@chakra-ui/react';
import { readableTextColor } from '../../../lib/contrast';

/** The category's own colour as a pill, with black or white text, whichever is readable on it. */
export function CategoryBadge({ name, color }: { name: string; color?: string | null }) {
  const tint = color && /^#[0-9A-Fa-f]{6}$/.test(color) ? color : '#FACC15';
  return (
    <Box
      as="span"
      display="inline-block"
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      letterSpacing="wide"
      color={readableTextColor(tint)}
      bg={tint}
    >
      {name}
    </Box>
  );
}
