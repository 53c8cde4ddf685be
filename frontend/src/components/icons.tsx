import type { ReactElement, ReactNode, SVGProps } from 'react';

/**
 * Inline icons (no icon library on the public pages), drawn on a 24-unit grid with a 2-unit stroke.
 * Decorative unless given a title. The back office's own icons build on `icon` in its own icons
 * module (features/admin/shared/ui/icons.tsx); this module stays free of anything but React, for the
 * public pages' first load.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };
export type Icon = (props: IconProps) => ReactElement;

function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * An icon drawn by `shapes`; `defaults` are attributes of its own (a thicker stroke). Marked free of side
 * effects so that the bundler drops the icons a page does not import.
 */
/* @__NO_SIDE_EFFECTS__ */
export function icon(shapes: ReactNode, defaults?: IconProps): Icon {
  return function DrawnIcon(props) {
    return (
      <Svg {...props} {...defaults}>
        {shapes}
      </Svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </>,
);
export const ShareIcon = icon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12l5 5L20 7" />);
export const ServerIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="7" rx="2" />
    <rect x="3" y="13" width="18" height="7" rx="2" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </>,
);
export const PenIcon = icon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 013 3L7 19l-4 1 1-4z" />
  </>,
);
export const RssIcon = icon(
  <>
    <path d="M4 11a9 9 0 019 9M4 4a16 16 0 0116 16" />
    <circle cx="5" cy="19" r="1" />
  </>,
);
export const ChatIcon = icon(<path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z" />);
export const BoltIcon = icon(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const LogoMark = icon(
  <>
    <path d="M12 2l8.5 5v10L12 22l-8.5-5V7z" />
    <path d="M12 8v8M8.5 10l7 4M15.5 10l-7 4" />
  </>,
  { strokeWidth: 2.5 },
);
