import { isSignInRequest, loginPathAfter401 } from './unauthorized';

describe('where a 401 sends the browser (spec §4)', () => {
  it('goes to the contributor login from any /contributor path', () => {
    expect(loginPathAfter401('/blog/contributor/dashboard')).toBe('/blog/contributor/login');
    expect(loginPathAfter401('/blog/contributor/edit/3')).toBe('/blog/contributor/login');
    expect(loginPathAfter401('/blog/contributor')).toBe('/blog/contributor/login');
  });

  it('goes to the admin login from everywhere else', () => {
    expect(loginPathAfter401('/blog/admin/articles')).toBe('/blog/admin/login');
    expect(loginPathAfter401('/blog/')).toBe('/blog/admin/login');
    expect(loginPathAfter401('/blog/contributors')).toBe('/blog/admin/login');
  });

  it('leaves sign-in calls alone: their 401 is a wrong password', () => {
    expect(isSignInRequest('http://localhost/blog/api/auth/login')).toBe(true);
    expect(isSignInRequest('/blog/api/whmcs/auth')).toBe(true);
    expect(isSignInRequest('/blog/api/articles/all?x=1')).toBe(false);
  });
});
