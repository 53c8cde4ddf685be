import { chakra, Spinner, type HTMLChakraProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'danger' | 'success';

const VARIANTS: Record<ButtonVariant, HTMLChakraProps<'button'>> = {
  solid: { bg: 'primary.solid', color: 'primary.contrast', borderColor: 'primary.solid', _hover: { opacity: 0.9 } },
  outline: { bg: 'transparent', color: 'fg', borderColor: 'border.emphasized', _hover: { bg: 'whiteAlpha.100' } },
  ghost: { bg: 'transparent', color: 'fg.muted', borderColor: 'transparent', _hover: { bg: 'whiteAlpha.100', color: 'fg' } },
  // Solid, with white text at 4.5:1 or more: an enabled action must not look like a disabled one.
  danger: { bg: '#B91C1C', color: 'white', borderColor: '#B91C1C', _hover: { bg: '#991B1B', borderColor: '#991B1B' } },
  success: { bg: '#15803D', color: 'white', borderColor: '#15803D', _hover: { bg: '#166534', borderColor: '#166534' } },
};

export interface ButtonProps extends HTMLChakraProps<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  busy?: boolean;
}

/**
 * The back office's button, styled with props only (the public Chakra system carries no button recipe).
 * On a screen too narrow for its label, the label wraps and the button grows taller, rather than the
 * page scrolling sideways.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'solid', size = 'md', busy = false, type = 'button', children, disabled, ...rest },
  ref,
) {
  return (
    <chakra.button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      gap="2"
      minH={size === 'sm' ? '8' : '10'}
      maxW="full"
      px={size === 'sm' ? '3' : '4'}
      py="1"
      rounded="lg"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="normal"
      textAlign="center"
      overflowWrap="anywhere"
      cursor="pointer"
      transition="background 0.15s, opacity 0.15s"
      _disabled={{ opacity: 0.45, cursor: 'not-allowed', filter: 'saturate(0.3)' }}
      {...VARIANTS[variant]}
      {...rest}
    >
      {busy && <Spinner size="xs" />}
      {children}
    </chakra.button>
  );
});

/** A square button holding only an icon; the label is for screen readers and the tooltip. */
export function IconButton({ label, variant = 'ghost', ...rest }: ButtonProps & { label: string }) {
  return <Button variant={variant} size="sm" px="0" w="8" aria-label={label} title={label} {...rest} />;
}
