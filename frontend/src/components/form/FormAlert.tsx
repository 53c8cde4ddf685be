import { Box } from '@chakra-ui/react';

/** The form-level error, announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Box
      role="alert"
      data-testid="form-error"
      px="4"
      py="3"
      rounded="lg"
      bg="rgba(248, 113, 113, 0.12)"
      borderWidth="1px"
      borderColor="rgba(248, 113, 113, 0.45)"
      color="#FCA5A5"
      fontSize="sm"
    >
      {message}
    </Box>
  );
}
