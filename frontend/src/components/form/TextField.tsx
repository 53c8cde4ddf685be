import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> {
  label: string;
  hint?: string;
}

/** A labelled input: the label is tied to the field, a hint is announced with it. */
export function TextField({ label, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <Box>
      <chakra.label htmlFor={fieldId} display="block" fontSize="sm" fontWeight="semibold" mb="1.5">
        {label}
        {input.required && (
          <chakra.span color="primary.fg" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        )}
      </chakra.label>
      <chakra.input
        id={fieldId}
        aria-describedby={hintId}
        w="full"
        h="11"
        px="3.5"
        rounded="lg"
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderColor="border.emphasized"
        _placeholder={{ color: 'fg.muted' }}
        _hover={{ borderColor: 'whiteAlpha.400' }}
        _focusVisible={{ outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '1px', borderColor: 'primary.solid' }}
        {...input}
      />
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}
