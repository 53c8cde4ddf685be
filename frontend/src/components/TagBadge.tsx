import { Box } from '@chakra-ui/react';

/**
 * A user tag (« Équipe », « Top contributeur »…) in its configured colour. The text is that colour
 * mixed with white: the colour itself (a mid blue, a dark green…) does not reach WCAG's 4.5:1 on the
 * dark tinted background, while the mix does for any colour, black and pure blue included.
 */
export function TagBadge({ name, color }: { name: string; color: string }) {
  return (
    <Box
      as="span"
      px="2"
      py="0.5"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      color={`color-mix(in srgb, ${color} 45%, white)`}
      bg={`color-mix(in srgb, ${color} 16%, transparent)`}
    >
      {name}
    </Box>
  );
}
