import type { CSSProperties, SyntheticEvent } from 'react';
import { FEATURED_SIZE, srcSetFor } from '../images';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  style?: CSSProperties;
}

/** Drops the srcset when one of its copies is missing, so the main image still shows. */
function fallBackToMain(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.srcset) {
    img.removeAttribute('srcset');
    img.src = img.getAttribute('src') ?? img.src;
  }
}

/** An uploaded image with explicit width/height and the upload widths as srcset. */
export function ResponsiveImage({ src, alt, sizes, priority = false, style }: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={srcSetFor(src)}
      sizes={sizes}
      width={FEATURED_SIZE.width}
      height={FEATURED_SIZE.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={fallBackToMain}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', ...style }}
    />
  );
}
