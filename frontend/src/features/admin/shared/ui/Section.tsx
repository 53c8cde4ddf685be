import { Box, Spinner, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of a screen, named by its heading for assistive technology. */
export function Section({
  title,
  level = 'h3',
  children,
  ...rest
}: Omit<BoxProps, 'title'> & { title: ReactNode; level?: 'h2' | 'h3' }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} minW="0" {...rest}>
      <Text as={level} id={id} fontSize={level === 'h2' ? 'lg' : 'md'} fontWeight="bold" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/**
 * What a small read from the API (an SWR answer) shows: its error when nothing was read, a spinner while
 * it loads, the empty text, or the content.
 */
export function ReadState({
  read,
  empty,
  errorText,
  emptyText,
  children,
}: {
  read: { data?: unknown; error?: unknown };
  empty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (read.error && !read.data)
    return (
      <Text role="alert" fontSize="sm" color="#FCA5A5">
        {errorText}
      </Text>
    );
  if (!read.data) return <Spinner size="sm" color="primary.solid" />;
  if (empty)
    return (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  return <>{children}</>;
}
