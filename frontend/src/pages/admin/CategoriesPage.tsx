import { CategoriesManager } from '../../features/admin/categories/CategoriesManager';

/** /admin/categories (spec §2.12, admin only). */
export default function CategoriesPage() {
  return <CategoriesManager />;
}
