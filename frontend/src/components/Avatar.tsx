import type { SystemStyleObject } from '@chakra-ui/react';
import { useState } from 'react';
import { initials } from '../lib/initials';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const PIXELS: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 56, xl: 96 };
const FONT: Record<AvatarSize, string> = { xs: '10px', sm: '12px', md: '14px', lg: '20px', xl: '32px' };

/** The circle of one size. */
function circleStyle(size: AvatarSize): SystemStyleObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    w: `${PIXELS[size]}px`,
    h: `${PIXELS[size]}px`,
    rounded: 'full',
    overflow: 'hidden',
    bg: 'primary.subtle',
    color: 'primary.fg',
    fontWeight: 'bold',
    fontSize: FONT[size],
    borderWidth: '1px',
    borderColor: 'primary.muted',
  };
}

const circles = defineStyles<AvatarSize>({
  xs: circleStyle('xs'),
  sm: circleStyle('sm'),
  md: circleStyle('md'),
  lg: circleStyle('lg'),
  xl: circleStyle('xl'),
});

const styles = defineStyles({
  // An HStack: display, alignment, direction, then its gap.
  named: { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '2' },
  name: { fontWeight: 'medium' },
});

export interface AvatarProps {
  src?: string | null;
  username?: string | null;
  email?: string | null;
  size?: AvatarSize;
  /** Shows the username beside the picture. */
  showName?: boolean;
}

/** Spec §2.2: the image, or the initials when there is none or it fails to load, or « ? ». */
export function Avatar({ src, username, email, size = 'md', showName = false }: AvatarProps) {
  const c = useStaticStyles(circles);
  const s = useStaticStyles(styles);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = PIXELS[size];
  const showImage = Boolean(src) && failedSrc !== src;
  const circle = (
    <span className={c[size]} aria-hidden={showName ? true : undefined}>
      {showImage ? (
        <img
          src={src!}
          alt={showName ? '' : (username ?? '')}
          width={px}
          height={px}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span role={showName ? undefined : 'img'} aria-label={showName ? undefined : (username ?? email ?? '?')}>
          {initials(username, email)}
        </span>
      )}
    </span>
  );
  if (!showName) return circle;
  return (
    <div className={s.named}>
      {circle}
      <span className={s.name}>{username}</span>
    </div>
  );
}
