import { chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { inputStyle } from './fields';

/** What was typed, once typing has paused for `delayMs`: one request per pause, not per key. */
export function useSettledValue(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A search box above a list, labelled for screen readers, with the platform's clear button. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <chakra.div mb="4" maxW="md">
      <chakra.label htmlFor={id} srOnly>
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        type="search"
        h="10"
        {...inputStyle}
        placeholder={placeholder}
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
        data-testid="list-search"
      />
    </chakra.div>
  );
}
