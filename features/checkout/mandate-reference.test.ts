import { describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { isMandateReference } from './mandate-reference';
import { parseOrderResponse } from './order-response';

// A direct debit's 201 may carry the mandate's reference (docs/contract.md 'Orders'); the
// thank-you shows it. One that does not fit is dropped and logged, and never costs the order.

const created = (extra: Record<string, unknown>) => ({ order_id: [{ value: '1051' }], state: [{ value: 'completed' }], ...extra });

describe('the mandate reference of a direct debit order', () => {
  it('is passed on when the backend gives one', () => {
    expect(parseOrderResponse(201, created({ mandate_reference: 'CA-1051-3F9A1C' }))).toEqual({
      statusCode: 201,
      orderID: '1051',
      orderStatus: 'completed',
      errorMessage: null,
      mandateReference: 'CA-1051-3F9A1C',
    });
    expect(parseOrderResponse(201, created({ mandate_reference: null }))).not.toHaveProperty('mandateReference');
    expect(parseOrderResponse(201, created({}))).not.toHaveProperty('mandateReference');
  });

  it('drops one SEPA and Bacs would not take (logged), and keeps the order', () => {
    const logged: string[] = [];
    const restore = setLogSink((_level, event, data) => logged.push(`${event}:${String(data.field)}`));
    try {
      for (const bad of ['<script>alert(1)</script>', 'X'.repeat(36), '', 42, { ref: 'CA-1' }]) {
        const outcome = parseOrderResponse(201, created({ mandate_reference: bad }));
        expect(outcome).toMatchObject({ statusCode: 201, orderID: '1051', orderStatus: 'completed' });
        expect(outcome).not.toHaveProperty('mandateReference');
      }
    } finally {
      restore();
    }
    expect(logged).toEqual(Array(5).fill('payload_field_dropped:mandate_reference'));
  });

  it('fits SEPA’s 35 characters and set, and a Bacs reference', () => {
    expect(isMandateReference('CA-1051-3F9A1C')).toBe(true);
    expect(isMandateReference("MANDATE/2027 (IE) +1.2,3'?:")).toBe(true);
    expect(isMandateReference('A'.repeat(35))).toBe(true);
    expect(isMandateReference('A'.repeat(36))).toBe(false);
    expect(isMandateReference(' leading-space')).toBe(false);
    expect(isMandateReference('é-accent')).toBe(false);
    expect(isMandateReference(undefined)).toBe(false);
  });
});
