import { DEFAULT_IDENTIFIER, DEFAULT_PORT, DEFAULT_SECRET, parseCliOptions } from './cli-options';

describe('CLI options', () => {
  it('runs on port 8081 with the default credentials, demo client and control API when nothing is set', () => {
    expect(parseCliOptions([], {})).toEqual({
      kind: 'run',
      options: {
        port: DEFAULT_PORT,
        host: '127.0.0.1',
        identifier: DEFAULT_IDENTIFIER,
        secret: DEFAULT_SECRET,
        seedDemo: true,
        controlApi: true,
        faults: { latencyMs: 0 },
      },
    });
  });

  it('reads the environment variables', () => {
    const result = parseCliOptions([], {
      WHMCS_SANDBOX_PORT: '9000',
      WHMCS_SANDBOX_DATA_FILE: '/tmp/w.json',
      WHMCS_IDENTIFIER: 'envid',
      WHMCS_SECRET: 'envsecret',
    });
    expect(result).toMatchObject({
      kind: 'run',
      options: { port: 9000, dataFile: '/tmp/w.json', identifier: 'envid', secret: 'envsecret' },
    });
  });

  it('lets flags, in both --x v and --x=v forms, win over the environment', () => {
    const result = parseCliOptions(
      ['--port', '0', '--identifier=flagid', '--latency-ms', '250', '--no-seed', '--no-control-api'],
      { WHMCS_SANDBOX_PORT: '9000', WHMCS_IDENTIFIER: 'envid' },
    );
    expect(result).toMatchObject({
      kind: 'run',
      options: { port: 0, identifier: 'flagid', seedDemo: false, controlApi: false, faults: { latencyMs: 250 } },
    });
  });

  it('explains bad input in French instead of starting', () => {
    expect(parseCliOptions(['--port', 'abc'], {})).toEqual({
      kind: 'error',
      message: '--port : port invalide « abc »',
    });
    expect(parseCliOptions(['--bogus'], {})).toEqual({ kind: 'error', message: 'option inconnue « --bogus »' });
    expect(parseCliOptions(['--secret'], {})).toEqual({ kind: 'error', message: '--secret attend une valeur' });
    expect(parseCliOptions(['--help'], {})).toEqual({ kind: 'help' });
  });
});
