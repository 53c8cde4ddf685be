import { Box, Flex, Text } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { frAdmin } from '../../../../i18n/fr-admin';
import { CloseIcon } from '../../../../components/icons';
import { IconButton } from './Button';
import { useModal } from './use-modal';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const WIDTHS = { md: '32rem', lg: '44rem', xl: '60rem' };

/**
 * A modal dialog (see useModal): the page behind is inert and hidden from assistive technology, Tab
 * stays inside, Escape and the backdrop close it, focus moves in on open and back on close. Rendered
 * only while open, so closing resets its form.
 */
export function Modal({ title, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(layer, panel, onClose);

  return createPortal(
    <Box
      ref={layer}
      position="fixed"
      inset="0"
      zIndex="modal"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      p="4"
      overflowY="auto"
    >
      <Box position="fixed" inset="0" bg="rgba(5, 8, 12, 0.72)" backdropFilter="blur(2px)" onClick={onClose} aria-hidden="true" />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        position="relative"
        w="full"
        maxW={WIDTHS[size]}
        my={{ base: '4', md: '12' }}
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border.emphasized"
        rounded="2xl"
        shadow="2xl"
        outline="none"
      >
        <Flex align="center" justify="space-between" gap="4" px="6" py="4" borderBottomWidth="1px" borderColor="border">
          <Text as="h2" id={titleId} fontSize="lg" fontWeight="bold">
            {title}
          </Text>
          <IconButton label={frAdmin.common.close} onClick={onClose} data-close="">
            <CloseIcon size={18} />
          </IconButton>
        </Flex>
        <Box px="6" py="5">
          {children}
        </Box>
        {footer && (
          <Flex justify="flex-end" gap="2" px="6" py="4" borderTopWidth="1px" borderColor="border" flexWrap="wrap">
            {footer}
          </Flex>
        )}
      </Box>
    </Box>,
    document.body,
  );
}
