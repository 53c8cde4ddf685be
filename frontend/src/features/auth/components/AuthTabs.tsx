import type { SystemStyleObject } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

/** What both states of a tab share; each state is one class of its own. */
const tab: SystemStyleObject = { flex: '1', py: '2.5', rounded: 'md', fontWeight: 'bold', fontSize: 'sm', cursor: 'pointer' };

const styles = defineStyles({
  list: { display: 'flex', bg: 'bg', p: '1', rounded: 'lg', borderWidth: '1px', borderColor: 'border', gap: '1' },
  selected: { ...tab, bg: 'primary.solid', color: 'primary.contrast' },
  other: { ...tab, bg: 'transparent', color: 'fg.muted', _hover: { color: 'fg' } },
});

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
  const s = useStaticStyles(styles);
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
    <div role="tablist" aria-label={label} className={s.list}>
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <button
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
            className={selected ? s.selected : s.other}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
