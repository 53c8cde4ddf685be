import { ThemeEditor } from '../../features/admin/theme/ThemeEditor';

/** /admin/theme (spec §2.14, admin only). */
export default function ThemePage() {
  return <ThemeEditor />;
}
