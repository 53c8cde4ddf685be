import type { Role } from '../../../api/models';
import { frAdmin } from '../../../i18n/fr-admin';
import { frNewsletter } from '../../../i18n/fr-newsletter';
import { frOffers } from '../../../i18n/fr-offers';
import { sessionStore } from '../../../session/session-store';
import { BASE_PATH } from '../../../session/unauthorized';

export interface MenuEntry {
  to: string;
  label: string;
  /** Matched exactly (the dashboards), not as a prefix. */
  end?: boolean;
}

const m = frAdmin.menu;

/** Spec §2.8: the contributor menu, the staff menu, and the admin-only entries. */
export function menuFor(role: Role): { main: MenuEntry[]; adminOnly: MenuEntry[] } {
  if (role === 'contributor') {
    return {
      main: [
        { to: '/contributor/dashboard', label: m.dashboard, end: true },
        { to: '/contributor/submit', label: m.newArticle },
        { to: '/admin/submissions', label: m.mySubmissions },
        { to: '/admin/articles', label: m.myArticles, end: true },
        { to: '/admin/stats', label: m.myStats },
        { to: '/admin/profile', label: m.myProfile },
      ],
      adminOnly: [],
    };
  }
  const main: MenuEntry[] = [
    { to: '/admin', label: m.dashboard, end: true },
    { to: '/admin/articles', label: m.articles },
    { to: '/admin/submissions', label: m.submissions },
    { to: '/admin/stats', label: m.stats },
    { to: '/admin/profile', label: m.myProfile },
  ];
  if (role !== 'admin') return { main, adminOnly: [] };
  return {
    main,
    adminOnly: [
      { to: '/admin/categories', label: m.categories },
      { to: '/admin/users', label: m.users },
      { to: '/admin/profile-tags', label: m.profileTags },
      { to: '/admin/user-tags', label: m.userTags },
      { to: '/admin/rewards', label: m.rewards },
      { to: '/admin/theme', label: m.theme },
      { to: '/admin/newsletter', label: frNewsletter.menu },
      { to: '/admin/offers', label: frOffers.menu },
      // Opens the job dashboard, a page of the API outside this application (see QueueDashboardOpener).
      { to: '/admin/queues-open', label: m.queues },
    ],
  };
}

/** Spec §2.6: contributors sign in again on the contributor login, everyone else on the admin one. */
export function logoutTarget(role: Role): string {
  return role === 'contributor' ? '/contributor/login' : '/admin/login';
}

/**
 * A full load of the login page: the guard of the current page cannot redirect elsewhere first, and no
 * cached back-office answer survives the session.
 */
export function signOut(role: Role): void {
  const token = sessionStore.getToken();
  // The job dashboard's own cookie ends too (it outlives the page otherwise, up to 30 minutes).
  if (role === 'admin' && token)
    void fetch(`${BASE_PATH}/api/admin/queues/session`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  sessionStore.logout();
  window.location.assign(`${BASE_PATH}${logoutTarget(role)}`);
}
