import { cartUrl, featuresOf, fromPrice, kindOf, parsePrices } from './offer-plans';

describe('offer plans', () => {
  it('takes up to three features from the description, whatever its line breaks and tags', () => {
    expect(featuresOf('4 Go de RAM\r\nSlots illimités<br />Protection <b>anti-DDoS</b>\nSauvegardes')).toEqual([
      '4 Go de RAM',
      'Slots illimités',
      'Protection anti-DDoS',
    ]);
    expect(featuresOf('')).toEqual([]);
  });

  it('gives the monthly price, or else the lowest price per month among the offered cycles', () => {
    expect(fromPrice({ monthly: 499, quarterly: 1437, annually: 4990 })).toEqual({ cycle: 'monthly', monthlyCents: 499 });
    expect(fromPrice({ quarterly: 1437, annually: 4990 })).toEqual({ cycle: 'annually', monthlyCents: 416 });
    expect(fromPrice({})).toBeNull();
  });

  it('tells VPS from game servers by the WHMCS product type', () => {
    expect(kindOf({ type: 'server' })).toBe('vps');
    expect(kindOf({ type: 'other' })).toBe('game');
  });

  it('reads a stored price list and ignores anything malformed', () => {
    expect(parsePrices('{"monthly":499,"annually":"x","weekly":3}')).toEqual({ monthly: 499 });
    expect(parsePrices('not json')).toEqual({});
  });

  it('builds the cart address on the WHMCS host only', () => {
    expect(cartUrl('https://whmcs.example', 7, 'monthly')).toBe(
      'https://whmcs.example/cart.php?a=add&pid=7&billingcycle=monthly',
    );
    expect(cartUrl('https://whmcs.example/billing', 7, null)).toBe('https://whmcs.example/billing/cart.php?a=add&pid=7');
  });
});
