import { FaultSwitches, parseFaults } from './faults';

describe('fault switches', () => {
  it('merges new switches into the current ones', () => {
    const faults = new FaultSwitches({ latencyMs: 100 });
    faults.set({ html503: true });
    expect(faults.get()).toEqual({
      latencyMs: 100,
      html503: true,
      timeoutAfterCredit: false,
      addCreditDelayMs: 0,
      addCreditDelayMaxMs: 0,
      addCreditLost: false,
      outage: false,
    });
  });

  it('clears everything on reset', () => {
    const faults = new FaultSwitches({ outage: true, latencyMs: 5 });
    faults.reset();
    expect(faults.get()).toEqual({
      latencyMs: 0,
      html503: false,
      timeoutAfterCredit: false,
      addCreditDelayMs: 0,
      addCreditDelayMaxMs: 0,
      addCreditLost: false,
      outage: false,
    });
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
    expect(parseFaults({ addCreditDelayMs: 'long' })).toBe('addCreditDelayMs must be a non-negative number');
  });

  it('draws the AddCredit delay from its range, or uses the fixed one', () => {
    const faults = new FaultSwitches({ addCreditDelayMs: 3000 });
    expect(faults.addCreditDelay(() => 0.99)).toBe(3000);
    faults.set({ addCreditDelayMs: 0, addCreditDelayMaxMs: 15000 });
    expect(faults.addCreditDelay(() => 0)).toBe(0);
    expect(faults.addCreditDelay(() => 0.5)).toBe(7500);
    expect(faults.addCreditDelay(() => 0.999999)).toBe(15000);
  });
});
