import { safeReturnPath, tabForReturnPath } from './return-path';

describe('the page a person comes back to after signing in', () => {
  it('keeps back-office paths with their query, with or without the /blog base', () => {
    expect(safeReturnPath('/admin/submissions?submission=12')).toBe('/admin/submissions?submission=12');
    expect(safeReturnPath('/contributor/edit/5')).toBe('/contributor/edit/5');
    expect(safeReturnPath('/blog/contributor/edit/5')).toBe('/contributor/edit/5');
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/notifications#top')).toBe('/admin/notifications#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of [
      '//evil.example/admin',
      'https://evil.example/admin',
      'https:/evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil.example',
      '/admin\\..\\..\\evil',
      '/%2F%2Fevil.example',
      '/admin/%2e%2e/%2Fevil',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/admin\n',
      ' /admin',
      'admin',
      '',
      null,
      undefined,
      `/admin/${'a'.repeat(3000)}`,
    ]) {
      expect([raw, safeReturnPath(raw)]).toEqual([raw, null]);
    }
  });

  it('refuses same-site paths outside the back office, and the login pages themselves', () => {
    expect(safeReturnPath('/article/mon-article')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath('/api/auth/me')).toBeNull();
    expect(safeReturnPath('/admin/login')).toBeNull();
    expect(safeReturnPath('/contributor/login?next=/admin')).toBeNull();
    expect(safeReturnPath('/administrateur')).toBeNull();
    expect(safeReturnPath('/admin/../article/x')).toBeNull();
  });

  it('opens the tab the page belongs to', () => {
    expect(tabForReturnPath('/contributor/edit/5')).toBe('client');
    expect(tabForReturnPath('/admin/submissions?submission=12')).toBe('staff');
    expect(tabForReturnPath('/admin/rewards')).toBe('staff');
    expect(tabForReturnPath('/admin/profile')).toBeNull();
    expect(tabForReturnPath(null)).toBeNull();
  });
});
