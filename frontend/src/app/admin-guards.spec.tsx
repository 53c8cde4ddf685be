/** @jest-environment jsdom */
import './jsdom-text-encoding';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUser } from '../api/models';
import { sessionStore } from '../session/session-store';
import { Guard, redirectFor } from './guards';

type Access = 'signed-in' | 'admin' | 'contributor';

const user = (role: SessionUser['role']): SessionUser => ({
  id: 1,
  username: role,
  display_name: null,
  email: `${role}@example.com`,
  avatar: null,
  bio: null,
  role,
  is_active: true,
  last_login: null,
  whmcs_client_id: null,
  total_rewards: 0,
  articles_approved: 0,
  created_at: '2025-01-01T00:00:00.000Z',
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

/** Renders a guarded page at /page and tells where the browser ended up. */
async function landing(access: Access, role: SessionUser['role'] | null): Promise<string> {
  if (role) sessionStore.login(user(role), 'token');
  else sessionStore.logout();
  const view = render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route path="/page" element={<Guard access={access}>page</Guard>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => undefined);
  const text =
    view.queryByTestId('where')?.textContent ??
    (view.container.textContent === 'page' ? '/page' : (view.container.textContent ?? ''));
  view.unmount();
  return text;
}

describe('route guards per role (spec §6)', () => {
  it('sends a signed-out visitor to the contributor login on contributor-only routes, else to the admin login', async () => {
    expect(await landing('contributor', null)).toBe('/contributor/login');
    expect(await landing('signed-in', null)).toBe('/admin/login');
    expect(await landing('admin', null)).toBe('/admin/login');
  });

  it.each([
    ['admin', 'signed-in', '/page'],
    ['admin', 'admin', '/page'],
    ['admin', 'contributor', '/admin'],
    ['redacteur', 'signed-in', '/page'],
    ['redacteur', 'admin', '/admin'],
    ['redacteur', 'contributor', '/admin'],
    ['contributor', 'signed-in', '/page'],
    ['contributor', 'admin', '/admin'],
    ['contributor', 'contributor', '/page'],
  ] as const)('lets a signed-in %s on a %s route reach %s', async (role, access, expected) => {
    expect(await landing(access, role)).toBe(expected);
    expect(redirectFor(access, role)).toBe(expected === '/page' ? null : expected);
  });
});
