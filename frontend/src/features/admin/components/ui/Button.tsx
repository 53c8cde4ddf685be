import { chakra, Spinner, type HTMLChakraProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'danger' | 'success';

const VARIANTS: Record<ButtonVariant, HTMLChakraProps<'button'>> = {
  solid: { bg: 'primary.solid', color: 'primary.contrast', borderColor: 'primary.solid', _hover: { opacity: 0.9 } },
  outline: { bg: 'transparent', color: 'fg', borderColor: 'border.emphasized', _hover: { bg: 'whiteAlpha.100' } },
  ghost: { bg: 'transparent', color: 'fg.muted', borderColor: 'transparent', _hover: { bg: 'whiteAlpha.100', color: 'fg' } },
  danger: { bg: 'rgba(248, 113, 113, 0.12)', color: '#FCA5A5', borderColor: 'rgba(248, 113, 113, 0.4)', _hover: { bg: 'rgba(248, 113, 113, 0.22)' } },
  success: { bg: '#16A34A', color: 'white', borderColor: '#16A34A', _hover: { opacity: 0.9 } },
};

export interface ButtonProps extends HTMLChakraProps<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  busy?: boolean;
}

/** The back office's button, styled with props only (the public Chakra system carries no button recipe). */
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
      h={size === 'sm' ? '8' : '10'}
      px={size === 'sm' ? '3' : '4'}
      rounded="lg"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      cursor="pointer"
      transition="background 0.15s, opacity 0.15s"
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
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
