import { chakra, Flex } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs: one tab stop, arrows/Home/End move and activate. Small enough to avoid
 * shipping a tabs state machine for two tabs.
 */
export function AuthTabs<K extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
}: {
  items: Array<TabItem<K>>;
  value: K;
  onChange: (key: K) => void;
  label: string;
  idPrefix: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <Flex role="tablist" aria-label={label} bg="bg" p="1" rounded="lg" borderWidth="1px" borderColor="border" gap="1">
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <chakra.button
            key={item.key}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            flex="1"
            py="2.5"
            rounded="md"
            fontWeight="bold"
            fontSize="sm"
            cursor="pointer"
            bg={selected ? 'primary.solid' : 'transparent'}
            color={selected ? 'primary.contrast' : 'fg.muted'}
            _hover={selected ? undefined : { color: 'fg' }}
          >
            {item.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}
