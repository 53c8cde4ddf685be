import { chakra, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <chakra.button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      w="full"
      h="12"
      rounded="lg"
      bg="primary.solid"
      color="primary.contrast"
      fontWeight="bold"
      cursor="pointer"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      _hover={{ opacity: 0.92 }}
      _disabled={{ opacity: 0.7, cursor: 'progress' }}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </chakra.button>
  );
}
