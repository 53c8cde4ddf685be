import { Box } from '@chakra-ui/react';

/** The category's own colour as a tinted pill (readable on the dark surfaces). */
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
      color={`color-mix(in srgb, ${tint} 70%, white)`}
      bg={`color-mix(in srgb, ${tint} 18%, transparent)`}
      borderWidth="1px"
      borderColor={`color-mix(in srgb, ${tint} 40%, transparent)`}
    >
      {name}
    </Box>
  );
}
