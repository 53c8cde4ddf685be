import { icon, ServerIcon, type Icon } from '../../../../components/icons';

/** The back office's icons, drawn like the public site's; those both use are defined there once. */
export { CheckIcon, CloseIcon as XIcon, EyeIcon, PenIcon as EditIcon } from '../../../../components/icons';

export const HomeIcon = icon(<path d="M3 11l9-8 9 8M5 10v10h14V10" />);
export const FileIcon = icon(
  <>
    <path d="M14 3H6a2 2 0 00-2 2v14a2 2 0 002 2h12a2 2 0 002-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const InboxIcon = icon(
  <>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5h13L22 12v6a2 2 0 01-2 2H4a2 2 0 01-2-2v-6z" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </>,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 20a7 7 0 0114 0M16 4.5a3.5 3.5 0 010 7M22 20a7 7 0 00-4-6.3" />
  </>,
);
export const FolderIcon = icon(<path d="M3 7a2 2 0 012-2h4l2 2h8a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2z" />);
export const TagIcon = icon(
  <>
    <path d="M3 12V4a1 1 0 011-1h8l9 9-9 9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const TagsIcon = icon(
  <>
    <path d="M2 11V3h8l9 9-8 8z" />
    <path d="M14 3l8 8-7 7" />
  </>,
);
export const GiftIcon = icon(
  <>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M12 8v13M3 12h18M12 8S10 3 7.5 4 9 8 12 8zm0 0s2-5 4.5-4S15 8 12 8z" />
  </>,
);
export const PaletteIcon = icon(
  <>
    <path d="M12 3a9 9 0 000 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 004-4c0-4.4-4-8-9-8z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7" r="1" />
  </>,
);
export const ExternalIcon = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />);
export const LogoutIcon = icon(<path d="M15 4h4a1 1 0 011 1v14a1 1 0 01-1 1h-4M10 17l5-5-5-5M15 12H3" />);
export const TrashIcon = icon(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />);
export const RefreshIcon = icon(<path d="M3 12a9 9 0 0115.5-6.3L21 8M21 3v5h-5M21 12a9 9 0 01-15.5 6.3L3 16M3 21v-5h5" />);
export const UploadIcon = icon(<path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);

export const BellIcon = icon(<path d="M18 8a6 6 0 00-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />);
export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);

export const LayersIcon = icon(
  <>
    <path d="M12 2l10 5-10 5L2 7l10-5z" />
    <path d="M2 12l10 5 10-5M2 17l10 5 10-5" />
  </>,
);

export const MENU_ICONS: Record<string, Icon> = {
  '/admin': HomeIcon,
  '/contributor/dashboard': HomeIcon,
  '/contributor/submit': PlusIcon,
  '/admin/articles': FileIcon,
  '/admin/submissions': InboxIcon,
  '/admin/profile': UserIcon,
  '/admin/categories': FolderIcon,
  '/admin/users': UsersIcon,
  '/admin/profile-tags': TagIcon,
  '/admin/user-tags': TagsIcon,
  '/admin/rewards': GiftIcon,
  '/admin/theme': PaletteIcon,
  '/admin/outbox': MailIcon,
  '/admin/newsletter': MailIcon,
  '/admin/offers': ServerIcon,
  '/admin/queues-open': LayersIcon,
};
