import { Box, chakra } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { fr } from '../../i18n/fr';
import { dismissToast, toastStore, type ToastKind } from './toast-store';

const ACCENT: Record<ToastKind, string> = { success: '#4ADE80', error: '#F87171', info: 'var(--color-primary, #FACC15)' };

/** The live region toasts appear in, top-right; errors are announced assertively. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <Box
      position="fixed"
      top="4"
      right="4"
      zIndex="toast"
      display="flex"
      flexDirection="column"
      gap="2"
      maxW="sm"
      w="calc(100% - 2rem)"
      pointerEvents="none"
      aria-live="polite"
      role="region"
      aria-label="Notifications"
    >
      {items.map((item) => (
        <Box
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          pointerEvents="auto"
          display="flex"
          alignItems="center"
          gap="3"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderLeftWidth="4px"
          borderLeftColor={ACCENT[item.kind]}
          rounded="lg"
          px="4"
          py="3"
          shadow="lg"
          fontSize="sm"
        >
          <Box flex="1">{item.text}</Box>
          <chakra.button
            type="button"
            onClick={() => dismissToast(item.id)}
            aria-label={fr.common.close}
            color="fg.muted"
            cursor="pointer"
            fontSize="lg"
            lineHeight="1"
            px="1"
          >
            ×
          </chakra.button>
        </Box>
      ))}
    </Box>
  );
}
