import { Box, chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** Shared look of text inputs, selects and text areas. */
export const inputStyle = {
  w: 'full',
  px: '3',
  rounded: 'lg',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  fontSize: 'sm',
  _placeholder: { color: 'fg.subtle' },
  _hover: { borderColor: 'whiteAlpha.400' },
  _focusVisible: { outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '1px', borderColor: 'primary.solid' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _readOnly: { bg: 'whiteAlpha.50', color: 'fg.muted' },
} as const;

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label tied to its control, with a hint and an error announced with it. */
export function Field({ label, hint, error, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1.5">
        {label}
        {required && (
          <chakra.span color="primary.fg" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        )}
      </chakra.label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} role="alert" fontSize="xs" color="#FCA5A5" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

type InputProps = HTMLChakraProps<'input'>;
type TextareaProps = HTMLChakraProps<'textarea'>;
type SelectProps = HTMLChakraProps<'select'>;

export const Input = (props: InputProps) => <chakra.input h="10" {...inputStyle} {...props} />;
export const Textarea = (props: TextareaProps) => (
  <chakra.textarea py="2" minH="24" resize="vertical" {...inputStyle} {...props} />
);
export const Select = (props: SelectProps) => (
  <chakra.select
    h="10"
    {...inputStyle}
    css={{ colorScheme: 'dark', '& option': { background: '#1E2530', color: '#F3F4F6' } }}
    {...props}
  />
);

/** Text field with its label in one line, for the common case. */
export function TextInput({
  label,
  hint,
  error,
  required,
  ...input
}: InputProps & { label: ReactNode; hint?: ReactNode; error?: string | null }) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required} {...input} />
      )}
    </Field>
  );
}

export function TextArea({
  label,
  hint,
  error,
  required,
  ...input
}: TextareaProps & { label: ReactNode; hint?: ReactNode; error?: string | null }) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <Textarea id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required} {...input} />
      )}
    </Field>
  );
}

export type SelectOption = string | { value: string; label: ReactNode };

/** Select with its label in one line, for the common case; a plain string option is its own label. */
export function SelectField({
  label,
  hint,
  error,
  required,
  options,
  ...select
}: SelectProps & { label: ReactNode; hint?: ReactNode; error?: string | null; options: readonly SelectOption[] }) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} required={required} {...select}>
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

export function Checkbox({ label, hint, ...input }: InputProps & { label: ReactNode; hint?: ReactNode }) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="2.5" cursor="pointer" fontSize="sm">
      <chakra.input type="checkbox" mt="0.5" w="4" h="4" accentColor="var(--color-primary, #FACC15)" flexShrink={0} {...input} />
      <Box>
        <Text fontWeight="medium">{label}</Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Box>
    </chakra.label>
  );
}

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** Native colour picker beside a hex text field; the text field is the source of truth while typing. */
export function ColorInput({
  value,
  onChange,
  pickerLabel,
  textLabel,
  placeholder,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  pickerLabel: string;
  textLabel: string;
  placeholder?: string;
  invalid?: boolean;
}) {
  return (
    <Box display="flex" gap="2" alignItems="center">
      <chakra.input
        type="color"
        aria-label={pickerLabel}
        value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        w="10"
        h="10"
        p="0.5"
        rounded="lg"
        bg="bg"
        borderWidth="1px"
        borderColor="border.emphasized"
        cursor="pointer"
        flexShrink={0}
      />
      <Input
        aria-label={textLabel}
        aria-invalid={invalid || undefined}
        value={value}
        placeholder={placeholder}
        maxLength={7}
        fontFamily="mono"
        onChange={(event) => onChange(event.target.value)}
        borderColor={invalid ? 'red.400' : 'border.emphasized'}
      />
    </Box>
  );
}

/** An on/off setting saved at once: a checkbox announced as a switch, its label on the left. */
export function Switch({ label, ...input }: InputProps & { label: ReactNode }) {
  return (
    <chakra.label display="flex" alignItems="center" justifyContent="space-between" gap="4" cursor="pointer" fontSize="sm">
      <Text as="span" fontWeight="medium">
        {label}
      </Text>
      <chakra.input
        type="checkbox"
        role="switch"
        appearance="none"
        position="relative"
        flexShrink={0}
        w="10"
        h="6"
        rounded="full"
        bg="whiteAlpha.300"
        cursor="pointer"
        transition="background 0.15s"
        _checked={{ bg: 'primary.solid' }}
        _disabled={{ opacity: 0.6, cursor: 'wait' }}
        _focusVisible={{ outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '2px' }}
        css={{
          '&::before': {
            content: '""',
            position: 'absolute',
            top: '2px',
            left: '2px',
            width: '20px',
            height: '20px',
            borderRadius: '9999px',
            background: 'white',
            transition: 'transform 0.15s',
          },
          '&:checked::before': { transform: 'translateX(16px)' },
        }}
        {...input}
      />
    </chakra.label>
  );
}

/** A choice among a few options shown at once: a legend and a row of radio buttons. */
export function RadioChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: ReactNode;
  options: ReadonlyArray<readonly [Value, ReactNode]>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1.5">
        {legend}
      </chakra.legend>
      <Box display="flex" gap="4" flexWrap="wrap">
        {options.map(([option, label]) => (
          <chakra.label key={option} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              w="4"
              h="4"
              accentColor="var(--color-primary, #FACC15)"
            />
            {label}
          </chakra.label>
        ))}
      </Box>
    </chakra.fieldset>
  );
}
