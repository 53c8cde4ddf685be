import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { Guard } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Back-office routes (spec §2.1, §2.8–2.19), with the guard of spec §6 on each. The shell, every page
 * and the editor are their own chunks, fetched only when a back-office route is opened: nothing here
 * but these loaders reaches the public pages' bundle.
 */
const AdminShell = lazyPage(() => import('../features/admin/layout/AdminShell'));
const DashboardPage = lazyPage(() => import('../pages/admin/DashboardPage'));
const ArticlesPage = lazyPage(() => import('../pages/admin/ArticlesPage'));
const ArticleEditorPage = lazyPage(() => import('../pages/admin/ArticleEditorPage'));
const SubmissionsPage = lazyPage(() => import('../pages/admin/SubmissionsPage'));
const ProfilePage = lazyPage(() => import('../pages/admin/ProfilePage'));
const CategoriesPage = lazyPage(() => import('../pages/admin/CategoriesPage'));
const UsersPage = lazyPage(() => import('../pages/admin/UsersPage'));
const ProfileTagsPage = lazyPage(() => import('../pages/admin/ProfileTagsPage'));
const UserTagsPage = lazyPage(() => import('../pages/admin/UserTagsPage'));
const ThemePage = lazyPage(() => import('../pages/admin/ThemePage'));
const RewardsPage = lazyPage(() => import('../pages/admin/RewardsPage'));
const NotificationsPage = lazyPage(() => import('../pages/admin/NotificationsPage'));
const OutboxPage = lazyPage(() => import('../pages/admin/OutboxPage'));
const NewsletterAdminPage = lazyPage(() => import('../pages/admin/NewsletterPage'));
const OffersAdminPage = lazyPage(() => import('../pages/admin/OffersPage'));
const StatsPage = lazyPage(() => import('../pages/admin/StatsPage'));
const RewardsLedgerPage = lazyPage(() => import('../pages/admin/RewardsLedgerPage'));
const QueuesPage = lazyPage(() => import('../pages/admin/QueuesPage'));

type Access = 'signed-in' | 'admin' | 'contributor';

const guarded = (path: string, Page: LazyPage, access: Access): RouteObject => ({
  path,
  element: (
    <Guard access={access}>
      <Page />
    </Guard>
  ),
  handle: { page: Page },
});

export const adminRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminShell />
      </Suspense>
    ),
    handle: { page: AdminShell },
    children: [
      guarded('admin', DashboardPage, 'signed-in'),
      guarded('contributor/dashboard', DashboardPage, 'signed-in'),
      guarded('contributor/submit', ArticleEditorPage, 'contributor'),
      guarded('contributor/edit/:id', ArticleEditorPage, 'contributor'),
      guarded('admin/articles', ArticlesPage, 'signed-in'),
      guarded('admin/articles/new', ArticleEditorPage, 'signed-in'),
      guarded('admin/articles/edit/:id', ArticleEditorPage, 'signed-in'),
      guarded('admin/submissions', SubmissionsPage, 'signed-in'),
      guarded('admin/profile', ProfilePage, 'signed-in'),
      guarded('admin/notifications', NotificationsPage, 'signed-in'),
      guarded('admin/stats', StatsPage, 'signed-in'),
      guarded('admin/categories', CategoriesPage, 'admin'),
      guarded('admin/users', UsersPage, 'admin'),
      guarded('admin/profile-tags', ProfileTagsPage, 'admin'),
      guarded('admin/user-tags', UserTagsPage, 'admin'),
      guarded('admin/theme', ThemePage, 'admin'),
      guarded('admin/rewards', RewardsPage, 'admin'),
      guarded('admin/rewards/ledger', RewardsLedgerPage, 'admin'),
      guarded('admin/outbox', OutboxPage, 'admin'),
      guarded('admin/newsletter', NewsletterAdminPage, 'admin'),
      guarded('admin/offers', OffersAdminPage, 'admin'),
      guarded('admin/queues-open', QueuesPage, 'admin'),
    ],
  },
];
