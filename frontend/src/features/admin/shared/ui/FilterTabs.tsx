import { chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: ReactNode;
}

/** A row of toggle buttons (the article filters, the submission tabs). */
export function FilterTabs<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <Flex
      role="tablist"
      aria-label={label}
      gap="1"
      p="1"
      rounded="xl"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      flexWrap="wrap"
      mb="5"
      w="fit-content"
      maxW="full"
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <chakra.button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(option.value)}
            px="3.5"
            py="1.5"
            rounded="lg"
            fontSize="sm"
            fontWeight="semibold"
            cursor="pointer"
            display="inline-flex"
            alignItems="center"
            gap="2"
            bg={selected ? 'primary.solid' : 'transparent'}
            color={selected ? 'primary.contrast' : 'fg.muted'}
            _hover={selected ? undefined : { bg: 'whiteAlpha.100', color: 'fg' }}
          >
            {option.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
