/** Fault switch state and validation of the JSON that the control API receives. */
import type { Faults } from './types';

export function noFaults(): Faults {
  return {
    latencyMs: 0,
    timeoutAfterCredit: false,
    addCreditDelayMs: 0,
    addCreditDelayMaxMs: 0,
    addCreditLost: false,
    html503: false,
    outage: false,
  };
}

export class FaultSwitches {
  private current: Faults = noFaults();

  constructor(initial: Partial<Faults> = {}) {
    this.set(initial);
  }

  get(): Faults {
    return { ...this.current };
  }

  /** Merges: switches not mentioned keep their value. */
  set(faults: Partial<Faults>): void {
    const merged = { ...this.current };
    if (faults.latencyMs !== undefined) merged.latencyMs = Math.max(0, Math.floor(faults.latencyMs));
    if (faults.timeoutAfterCredit !== undefined) merged.timeoutAfterCredit = faults.timeoutAfterCredit;
    if (faults.addCreditDelayMs !== undefined) merged.addCreditDelayMs = Math.max(0, Math.floor(faults.addCreditDelayMs));
    if (faults.addCreditDelayMaxMs !== undefined)
      merged.addCreditDelayMaxMs = Math.max(0, Math.floor(faults.addCreditDelayMaxMs));
    if (faults.addCreditLost !== undefined) merged.addCreditLost = faults.addCreditLost;
    if (faults.html503 !== undefined) merged.html503 = faults.html503;
    if (faults.outage !== undefined) merged.outage = faults.outage;
    this.current = merged;
  }

  reset(): void {
    this.current = noFaults();
  }

  /** How long the next AddCredit runs before it writes: fixed, or drawn from the configured range. */
  addCreditDelay(random: () => number = Math.random): number {
    const { addCreditDelayMs: min, addCreditDelayMaxMs: max } = this.current;
    return max > min ? Math.floor(min + random() * (max - min + 1)) : min;
  }
}

/** A partial Faults from untrusted JSON, or an error text naming the bad field. */
export function parseFaults(value: unknown): Partial<Faults> | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'body must be a JSON object';
  const input = value as Record<string, unknown>;
  const result: Partial<Faults> = {};
  for (const [key, field] of Object.entries(input)) {
    switch (key) {
      case 'latencyMs':
      case 'addCreditDelayMs':
      case 'addCreditDelayMaxMs':
        if (typeof field !== 'number' || !Number.isFinite(field) || field < 0) {
          return `${key} must be a non-negative number`;
        }
        result[key] = field;
        break;
      case 'timeoutAfterCredit':
      case 'addCreditLost':
      case 'html503':
      case 'outage':
        if (typeof field !== 'boolean') return `${key} must be a boolean`;
        result[key] = field;
        break;
      default:
        return `unknown fault: ${key}`;
    }
  }
  return result;
}
