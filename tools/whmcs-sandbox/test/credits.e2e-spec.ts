import { type RunningSandbox, startSandbox } from '../src';
import { callApi, control, IDENTIFIER, SECRET } from './api-client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ identifier: IDENTIFIER, secret: SECRET, seedDemo: true, controlApi: true });
});

afterAll(() => sandbox.close());

beforeEach(() => control(sandbox, 'POST', '/reset'));

const credit = (fields: Record<string, string>) =>
  callApi(sandbox, {
    action: 'AddCredit',
    clientid: '1',
    description: 'Récompense article',
    amount: '12.50',
    ...fields,
  });

describe('AddCredit', () => {
  it('returns the new balance as a two-decimal string and moves the client credit', async () => {
    expect((await credit({})).body).toEqual({ result: 'success', newbalance: '12.50' });
    expect((await credit({ amount: '3' })).body).toEqual({ result: 'success', newbalance: '15.50' });
    const details = await callApi(sandbox, { action: 'GetClientsDetails', clientid: '1' });
    expect((details.body.client as Record<string, unknown>).credit).toBe('15.50');
  });

  it('is not idempotent: the same call twice logs two credits and pays twice', async () => {
    await credit({ description: 'blog-reward:42' });
    const second = await credit({ description: 'blog-reward:42' });
    expect(second.body.newbalance).toBe('25.00');
    const log = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    const rows = (log.body.credits as { credit: Array<{ description: string }> }).credit;
    expect(rows.filter((row) => row.description === 'blog-reward:42')).toHaveLength(2);
  });

  it('adds cents exactly, without floating-point drift', async () => {
    await credit({ amount: '0.1' });
    expect((await credit({ amount: '0.2' })).body.newbalance).toBe('0.30');
  });

  it('removes credit with type=remove and logs a negative amount', async () => {
    await credit({ amount: '10' });
    expect((await credit({ amount: '4.25', type: 'remove' })).body.newbalance).toBe('5.75');
    const log = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    expect((log.body.credits as { credit: Array<{ amount: string }> }).credit[1].amount).toBe('-4.25');
  });

  it('uses the given date for the log row', async () => {
    await credit({ date: '2024-02-29' });
    const log = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    expect((log.body.credits as { credit: Array<{ date: string }> }).credit[0].date).toBe('2024-02-29');
  });

  it.each([
    [{ type: 'gift' }, 'Type can only be add or remove'],
    [{ clientid: '999' }, 'Client ID Not Found'],
    [{ clientid: '' }, 'Client ID Not Found'],
    [{ adminid: '7' }, 'Admin ID Not Found'],
    [{ amount: '' }, 'No Amount Provided'],
    [{ amount: '0' }, 'No Amount Provided'],
    [{ amount: '1.234' }, 'Amount must be in decimal format: ### or ###.##'],
    [{ amount: '-5' }, 'Amount must be in decimal format: ### or ###.##'],
    [{ amount: '1,50' }, 'Amount must be in decimal format: ### or ###.##'],
    [{ date: '29/02/2024' }, 'Date Format is not Valid'],
    [{ date: '2025-02-30' }, 'Date Format is not Valid'],
  ])('refuses %j with HTTP 200 and "%s"', async (fields, message) => {
    const answer = await credit(fields);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'error', message });
    expect(sandbox.state().credits).toHaveLength(0);
  });

  it('checks type, then client, then admin, then amount, then date', async () => {
    const all = { type: 'x', clientid: '999', adminid: '7', amount: 'abc', date: 'bad' };
    const expected = [
      'Type can only be add or remove',
      'Client ID Not Found',
      'Admin ID Not Found',
      'Amount must be in decimal format: ### or ###.##',
      'Date Format is not Valid',
    ];
    const fixes: Array<Record<string, string>> = [{ type: 'add' }, { clientid: '1' }, { adminid: '1' }, { amount: '1' }];
    let fields: Record<string, string> = all;
    for (const [index, message] of expected.entries()) {
      expect((await credit(fields)).body.message).toBe(message);
      fields = { ...fields, ...fixes[index] };
    }
  });
});

describe('GetCredits', () => {
  it('returns the whole log nested in credits.credit with every value as a string', async () => {
    await credit({ description: 'blog-reward:1' });
    await credit({ description: 'blog-reward:2', amount: '5' });
    const answer = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    expect(answer.body).toEqual({
      result: 'success',
      totalresults: '2',
      clientid: '1',
      credits: {
        credit: [
          {
            id: '1',
            date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            description: 'blog-reward:1',
            amount: '12.50',
            relid: '0',
          },
          {
            id: '2',
            date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            description: 'blog-reward:2',
            amount: '5.00',
            relid: '0',
          },
        ],
      },
    });
  });

  it('returns an empty credit list for a client without credits', async () => {
    const answer = await callApi(sandbox, { action: 'GetCredits', clientid: '1' });
    expect(answer.body).toEqual({ result: 'success', totalresults: '0', clientid: '1', credits: { credit: [] } });
  });

  it('reports an unknown or missing client', async () => {
    const requests: Array<Record<string, string>> = [{ clientid: '42' }, {}];
    for (const fields of requests) {
      expect((await callApi(sandbox, { action: 'GetCredits', ...fields })).body).toEqual({
        result: 'error',
        message: 'Client ID Not Found',
      });
    }
  });
});
