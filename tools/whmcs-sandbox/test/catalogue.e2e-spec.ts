import { type RunningSandbox, startSandbox } from '../src';
import { callApi, control, IDENTIFIER, SECRET } from './api-client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, controlApi: true });
});

afterAll(() => sandbox.close());

beforeEach(() => control(sandbox, 'POST', '/reset'));

type Product = { pid: string; gid: string; type: string; name: string; hidden: string; pricing: { EUR: Record<string, string> } };

const products = async (fields: Record<string, string> = {}) => {
  const answer = await callApi(sandbox, { action: 'GetProducts', ...fields });
  return answer.body as { result: string; totalresults: string; products: { product: Product[] } };
};

describe('GetProducts', () => {
  it('lists game-server and VPS plans in groups, with EUR prices per cycle and -1.00 for a cycle not offered', async () => {
    const body = await products();
    expect(body.result).toBe('success');
    expect(Number(body.totalresults)).toBe(body.products.product.length);
    const names = body.products.product.map((product) => product.name);
    expect(names).toEqual(expect.arrayContaining(['Minecraft Starter', 'FiveM 64 joueurs', 'Rust Standard', 'VPS SSD S']));
    const starter = body.products.product.find((product) => product.name === 'Minecraft Starter')!;
    expect(starter.pricing.EUR).toMatchObject({
      monthly: '4.99',
      quarterly: '14.37',
      annually: '49.90',
      semiannually: '-1.00',
      suffix: '€',
    });
    expect(body.products.product.find((product) => product.name === 'VPS SSD S')!.type).toBe('server');
    expect(body.products.product.filter((product) => product.hidden === '1')).toHaveLength(1);
  });

  it('filters by a list of pids and by group', async () => {
    expect((await products({ pid: '1, 7' })).products.product.map((product) => product.pid)).toEqual(['1', '7']);
    expect((await products({ gid: '4' })).products.product.every((product) => product.gid === '4')).toBe(true);
    expect((await products({ gid: '99' })).totalresults).toBe('0');
  });

  it('follows the control API: a new price, a hidden plan, a withdrawn cycle, a removed plan', async () => {
    await control(sandbox, 'POST', '/products', { pid: 1, cycle: 'monthly', price: '5.49' });
    await control(sandbox, 'POST', '/products', { pid: 1, cycle: 'quarterly', price: null });
    await control(sandbox, 'POST', '/products', { pid: 2, hidden: true });
    await control(sandbox, 'POST', '/products', { pid: 8, removed: true });
    const body = await products({ pid: '1,2,8' });
    expect(body.products.product.map((product) => product.pid)).toEqual(['1', '2']);
    expect(body.products.product[0]!.pricing.EUR).toMatchObject({ monthly: '5.49', quarterly: '-1.00' });
    expect(body.products.product[1]!.hidden).toBe('1');
  });

  it('refuses a caller without valid credentials', async () => {
    const answer = await callApi(sandbox, { action: 'GetProducts', secret: 'wrong' });
    expect(answer.status).toBe(403);
    expect(answer.body.result).toBe('error');
  });
});

describe('order pages', () => {
  it('records a cart visit and shows the plan', async () => {
    const response = await fetch(`${sandbox.url}/cart.php?a=add&pid=1&billingcycle=monthly`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Minecraft Starter');
    expect(sandbox.catalogue.recordedVisits()).toEqual([
      expect.objectContaining({ page: 'cart', pid: 1, billingcycle: 'monthly', aff: null }),
    ]);
  });

  it('records an affiliate visit and sends the visitor on to the plan', async () => {
    const response = await fetch(`${sandbox.url}/aff.php?aff=3&pid=7`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart.php?a=add&pid=7');
    const visits = (await control(sandbox, 'GET', '/visits')).body as { visits: unknown[] };
    expect(visits.visits).toEqual([expect.objectContaining({ page: 'aff', pid: 7, aff: 3 })]);
  });
});

describe('affiliates', () => {
  it('activates a client as an affiliate once, and lists its visitors, balance and withdrawn amount', async () => {
    await control(sandbox, 'POST', '/reset');
    const client = await callApi(sandbox, {
      action: 'AddClient',
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.affiliee@example.fr',
      address1: '1 rue des Jeux',
      city: 'Lyon',
      state: 'Rhône',
      postcode: '69001',
      country: 'FR',
      phonenumber: '0102030405',
      password2: 'Motdepasse!234',
    });
    const clientId = String(client.body.clientid);
    expect((await callApi(sandbox, { action: 'AffiliateActivate', userid: clientId })).body).toEqual({ result: 'success' });
    expect((await callApi(sandbox, { action: 'AffiliateActivate', userid: clientId })).body).toEqual({ result: 'success' });
    expect((await callApi(sandbox, { action: 'AffiliateActivate', userid: '999' })).body).toEqual({
      result: 'error',
      message: 'Client ID not found',
    });
    await fetch(`${sandbox.url}/aff.php?aff=1&pid=7`, { redirect: 'manual' });
    await control(sandbox, 'POST', '/affiliates/credit', { id: 1, commission: '5.00', withdrawn: '1.50' });
    const list = await callApi(sandbox, { action: 'GetAffiliates', userid: clientId });
    expect(list.body).toMatchObject({ result: 'success', totalresults: '1' });
    expect((list.body.affiliates as { affiliate: unknown[] }).affiliate[0]).toMatchObject({
      id: '1',
      userid: clientId,
      visitors: '1',
      balance: '3.50',
      withdrawn: '1.50',
    });
  });
});
