import { BoltIcon, icon, type Icon } from '../../../components/icons';
import { FolderIcon } from '../shared/ui/icons';

/** The icon names a category may carry (spec §3: an icon name, default « folder »). */
const ICONS: Record<string, Icon> = {
  folder: FolderIcon,
  gamepad: icon(
    <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01M17.3 5H6.7a4 4 0 00-4 3.6l-.7 6A3 3 0 007 17l2-2h6l2 2a3 3 0 005-2.4l-.7-6A4 4 0 0017.3 5z" />,
  ),
  server: icon(<path d="M4 4h16v7H4zM4 13h16v7H4zM8 7.5h.01M8 16.5h.01" />),
  cube: icon(<path d="M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10" />),
  code: icon(<path d="M16 18l6-6-6-6M8 6l-6 6 6 6" />),
  book: icon(<path d="M4 19.5A2.5 2.5 0 016.5 17H20V3H6.5A2.5 2.5 0 004 5.5zM4 19.5A2.5 2.5 0 006.5 22H20v-5" />),
  shield: icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />),
  globe: icon(<path d="M12 2a10 10 0 100 20 10 10 0 000-20zM2 12h20M12 2a15 15 0 010 20M12 2a15 15 0 000 20" />),
  zap: BoltIcon,
  news: icon(<path d="M4 4h13v16H6a2 2 0 01-2-2zM17 8h3v10a2 2 0 01-2 2M8 8h5M8 12h5M8 16h3" />),
};

export const CATEGORY_ICONS = Object.keys(ICONS);

export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Drawn = ICONS[name] ?? FolderIcon;
  return <Drawn size={size} />;
}
