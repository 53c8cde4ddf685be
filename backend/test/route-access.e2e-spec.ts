import { registeredRoutes } from './support/routes';
import { startTestApp, TestApp } from './support/test-app';

export { registeredRoutes, type RegisteredRoute } from './support/routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(() => t.close());

describe('access rules', () => {
  it('finds the application routes', () => {
    expect(registeredRoutes(t).length).toBeGreaterThan(10);
  });

  it('gives every registered route an explicit access rule', () => {
    const missing = registeredRoutes(t).filter((r) => !r.rule);
    expect(missing.map((r) => `${r.method} ${r.path} (${r.handler})`)).toEqual([]);
  });
});
