import type { CSSProperties } from 'react';
import { readableTextColor } from '../../../lib/contrast';
import { defineStyles, useStaticStyles } from '../../../theme/static-styles';

const styles = defineStyles({
  badge: {
    display: 'inline-block',
    px: '2.5',
    py: '0.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    // The colours are the category's data: set on the element as variables.
    color: 'var(--badge-color)',
    bg: 'var(--badge-bg)',
  },
});

/** The category's own colour as a pill, with black or white text, whichever is readable on it. */
export function CategoryBadge({ name, color }: { name: string; color?: string | null }) {
  const s = useStaticStyles(styles);
  const tint = color && /^#[0-9A-Fa-f]{6}$/.test(color) ? color : '#FACC15';
  return (
    <span className={s.badge} style={{ '--badge-color': readableTextColor(tint), '--badge-bg': tint } as CSSProperties}>
      {name}
    </span>
  );
}
