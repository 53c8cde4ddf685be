import { viewCountSlot } from './answer-facts';

describe('viewCountSlot', () => {
  it("finds the article's own view count, before the suggestions'", () => {
    const body = Buffer.from('{"success":true,"article":{"id":3,"views":41,"title":"x"},"suggested":[{"views":7}]}');
    const slot = viewCountSlot(body);
    expect(slot?.base).toBe(41);
    expect(body.subarray(slot!.start, slot!.end).toString()).toBe('41');
  });

  it('gives nothing when the answer has no count', () => {
    expect(viewCountSlot(Buffer.from('{"success":false}'))).toBeNull();
  });
});
