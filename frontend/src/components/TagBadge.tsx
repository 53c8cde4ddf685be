import type { CSSProperties } from 'react';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const styles = defineStyles({
  badge: {
    px: '2',
    py: '0.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'color-mix(in srgb, var(--tag-color) 45%, white)',
    bg: 'color-mix(in srgb, var(--tag-color) 16%, transparent)',
  },
});

/**
 * A user tag (« Équipe », « Top contributeur »…) in its configured colour. The text is that colour
 * mixed with white: the colour itself (a mid blue, a dark green…) does not reach WCAG's 4.5:1 on the
 * dark tinted background, while the mix does for any colour, black and pure blue included. The colour
 * comes in a CSS variable, so every tag shares one class.
 */
export function TagBadge({ name, color }: { name: string; color: string }) {
  const s = useStaticStyles(styles);
  return (
    <span className={s.badge} style={{ '--tag-color': color } as CSSProperties}>
      {name}
    </span>
  );
}
