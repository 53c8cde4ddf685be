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
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /**
   * The dialog never grows past the viewport: its body scrolls between a header and a footer that stay
   * in view, so the footer's buttons are never below long content.
   */
  fitViewport?: boolean;
  /** Where focus goes on open (see useModal): the dialog itself when a field sits below long content. */
  initialFocus?: 'first-field' | 'panel';
  /** `top-end`: a panel under the header's right end (the notifications bell), over a clear backdrop. */
  placement?: 'center' | 'top-end';
  testId?: string;
}

const WIDTHS = { sm: '26rem', md: '32rem', lg: '44rem', xl: '60rem', '2xl': '76rem' };

/**
 * A modal dialog (see useModal): the page behind is inert and hidden from assistive technology, Tab
 * stays inside, Escape and the backdrop close it, focus moves in on open and back on close. Rendered
 * only while open, so closing resets its form.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  fitViewport = false,
  initialFocus,
  placement = 'center',
  testId,
}: ModalProps) {
  const anchored = placement === 'top-end';
  const titleId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(layer, panel, onClose, initialFocus);

  return createPortal(
    <Box
      ref={layer}
      position="fixed"
      inset="0"
      zIndex="modal"
      display="flex"
      alignItems="flex-start"
      justifyContent={anchored ? 'flex-end' : 'center'}
      p={anchored ? { base: '2', md: '4' } : '4'}
      pt={anchored ? '3.5rem' : undefined}
      overflowY="auto"
    >
      <Box
        position="fixed"
        inset="0"
        bg={anchored ? 'rgba(5, 8, 12, 0.35)' : 'rgba(5, 8, 12, 0.72)'}
        backdropFilter={anchored ? undefined : 'blur(2px)'}
        onClick={onClose}
        aria-hidden="true"
      />
      <Box
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        position="relative"
        w="full"
        maxW={WIDTHS[size]}
        my={anchored ? '0' : fitViewport ? { base: '0', md: '4' } : { base: '4', md: '12' }}
        {...(fitViewport && {
          display: 'flex',
          flexDirection: 'column',
          maxH: { base: 'calc(100dvh - 2rem)', md: 'calc(100dvh - 4rem)' },
        })}
        data-testid={testId}
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
        <Box px="6" py="5" {...(fitViewport && { flex: '1', minH: '0', overflowY: 'auto' })} data-testid="modal-body">
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
