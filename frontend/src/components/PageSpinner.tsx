import { Box, Spinner, Text } from '@chakra-ui/react';
import { fr } from '../i18n/fr';

/** Centred spinner with a French label, announced to screen readers. */
export function PageSpinner({ label = fr.common.loading }: { label?: string }) {
  return (
    <Box role="status" display="flex" flexDirection="column" alignItems="center" gap="3" py="16" color="fg.muted">
      <Spinner size="lg" color="primary.solid" borderWidth="3px" />
      <Text>{label}</Text>
    </Box>
  );
}
