import { FaultSwitches, parseFaults } from './faults';

describe('fault switches', () => {
  it('merges new switches into the current ones', () => {
    const faults = new FaultSwitches({ latencyMs: 100 });
    faults.set({ html503: true });
    expect(faults.get()).toEqual({ latencyMs: 100, html503: true, timeoutAfterCredit: false, outage: false });
  });

  it('clears everything on reset', () => {
    const faults = new FaultSwitches({ outage: true, latencyMs: 5 });
    faults.reset();
    expect(faults.get()).toEqual({ latencyMs: 0, html503: false, timeoutAfterCredit: false, outage: false });
  });

  it('accepts a well-formed control request', () => {
    expect(parseFaults({ latencyMs: 50, outage: true })).toEqual({ latencyMs: 50, outage: true });
    expect(parseFaults({})).toEqual({});
  });

  it('rejects unknown switches and wrong types with a message', () => {
    expect(parseFaults({ slow: true })).toBe('unknown fault: slow');
    expect(parseFaults({ outage: 'yes' })).toBe('outage must be a boolean');
    expect(parseFaults({ latencyMs: -1 })).toBe('latencyMs must be a non-negative number');
    expect(parseFaults([])).toBe('body must be a JSON object');
  });
});
