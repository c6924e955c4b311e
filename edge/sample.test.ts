import { describe, expect, it } from 'vitest';
import { sampled } from './sample';

describe('sampled', () => {
  it('opens once per interval and tells how many it held back meanwhile', () => {
    let clock = 1_000;
    const gate = sampled(60_000, () => clock);
    expect(gate()).toBe(0);
    for (let i = 0; i < 3_610; i++) expect(gate()).toBeNull();
    clock += 59_999;
    expect(gate()).toBeNull();
    clock += 1;
    expect(gate()).toBe(3_611);
    expect(gate()).toBeNull();
  });
});
