import { describe, expect, it } from 'vitest';
import { setLogSink } from '@/request/log';
import { isPlainServerMessage, LOGGED_MESSAGE_CHARS, parseOrderResponse } from './order-response';

describe('order create answers (SPEC §7)', () => {
  it('reads the order id and state of a 201', () => {
    expect(parseOrderResponse(201, { order_id: [{ value: '1042' }], state: [{ value: 'completed' }] })).toEqual({
      statusCode: 201,
      orderID: '1042',
      orderStatus: 'completed',
      errorMessage: null,
    });
    expect(parseOrderResponse(201, { order_id: [{ value: 1043 }], state: [{ value: 'requires_action' }], message: 'Confirm with your bank &amp; return' })).toEqual({
      statusCode: 201,
      orderID: '1043',
      orderStatus: 'requires_action',
      errorMessage: 'Confirm with your bank & return',
    });
  });

  it('passes on the client secret of a payment that needs 3-D Secure, and only then', () => {
    const secret = 'pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH';
    expect(parseOrderResponse(201, { order_id: [{ value: '1044' }], state: [{ value: 'requires_action' }], payment_intent_client_secret: secret })).toEqual({
      statusCode: 201,
      orderID: '1044',
      orderStatus: 'requires_action',
      errorMessage: null,
      clientSecret: secret,
    });
    expect(parseOrderResponse(201, { order_id: [{ value: '1045' }], state: [{ value: 'completed' }], payment_intent_client_secret: secret })).not.toHaveProperty('clientSecret');
    // A secret of the wrong shape is not a readable answer: never a completed payment.
    expect(parseOrderResponse(201, { order_id: [{ value: '1046' }], state: [{ value: 'requires_action' }], payment_intent_client_secret: '<script>' })).toMatchObject({ statusCode: 502, orderStatus: null });
  });

  it('passes a failure status and the HTML-decoded message back', () => {
    expect(parseOrderResponse(402, { message: 'Your card was declined &ndash; try another &quot;card&quot;.' })).toEqual({
      statusCode: 402,
      orderID: null,
      orderStatus: null,
      errorMessage: 'Your card was declined – try another "card".',
    });
    expect(parseOrderResponse(500, null)).toEqual({ statusCode: 500, orderID: null, orderStatus: null, errorMessage: null });
    expect(parseOrderResponse(503, '<html>')).toMatchObject({ statusCode: 503, errorMessage: null });
  });

  it('shows a 4xx message exactly as sent, HTML-decoded once (SPEC §8)', () => {
    const sent = 'Your bank said &quot;no&quot; &amp; asked you to call them &#8211; ref&nbsp;42 &lt;AB-7&gt; 50% &amp;amp; more';
    expect(parseOrderResponse(422, { message: sent }).errorMessage).toBe('Your bank said "no" & asked you to call them \u2013 ref\u00a042 <AB-7> 50% &amp; more');
    expect(parseOrderResponse(409, { message: '  Spaces   kept  ' }).errorMessage).toBe('  Spaces   kept  ');
    expect(parseOrderResponse(400, {}).errorMessage).toBeNull();
  });

  it('shows a 5xx message too, decoded (SPEC §8, issue 37), and logs it, bounded, under order_backend_error', () => {
    const logged: { level: string; event: string; data: Record<string, unknown> }[] = [];
    const restore = setLogSink((level, event, data) => logged.push({ level, event, data }));
    try {
      const internal = `Our payment system is down &ndash; &quot;nothing&quot; was charged ${'x'.repeat(600)}`;
      expect(parseOrderResponse(500, { message: internal }, 'donation')).toEqual({
        statusCode: 500,
        orderID: null,
        orderStatus: null,
        errorMessage: `Our payment system is down \u2013 "nothing" was charged ${'x'.repeat(600)}`,
      });
      expect(parseOrderResponse(503, null, 'gift')).toMatchObject({ statusCode: 503, errorMessage: null });
    } finally {
      restore();
    }
    expect(logged.map((l) => [l.level, l.event, l.data.kind, l.data.status])).toEqual([
      ['error', 'order_backend_error', 'donation', 500],
      ['error', 'order_backend_error', 'gift', 503],
    ]);
    expect(logged[0]!.data.message).toMatch(/^Our payment system is down \u2013 "nothing" was charged x/);
    expect((logged[0]!.data.message as string).length).toBe(LOGGED_MESSAGE_CHARS);
    expect(logged[1]!.data.message).toBeNull();
  });

  it('shows a 5xx message only when it is plain text: markup, a stack or a path is logged and the generic sentence shown (issue 46)', () => {
    const logged: Record<string, unknown>[] = [];
    const restore = setLogSink((_level, event, data) => event === 'order_backend_error' && logged.push(data));
    const leaks = [
      '<b>Fatal error</b>: Uncaught exception in <code>/var/www/html/core/lib/Drupal.php</code>',
      '&lt;pre&gt;PDOException&lt;/pre&gt;',
      "PDOException: SQLSTATE[HY000] [2002] Connection refused",
      'TypeError: Cannot read properties of undefined',
      'Error at Object.create (/srv/app/orders.js:42:13)',
      'Something failed\n    at handler (orders.ts:10:5)',
      'Failed opening /var/www/html/sites/default/settings.php',
      'Could not read C:\\inetpub\\wwwroot\\web.config',
      'Unexpected error in OrderController.php on line 117',
      'Traceback (most recent call last): File "app.py"',
    ];
    try {
      for (const message of leaks) {
        expect(parseOrderResponse(500, { message }, 'donation'), message).toEqual({ statusCode: 500, orderID: null, orderStatus: null, errorMessage: null });
      }
      const plain = 'Our payment system is down for maintenance. Nothing was charged: please try again in 10 minutes.';
      expect(parseOrderResponse(503, { message: plain }, 'gift')).toMatchObject({ statusCode: 503, errorMessage: plain });
      // A 4xx is the backend's word to the donor as sent, whatever it holds (SPEC §8).
      expect(parseOrderResponse(422, { message: 'Card ending 4242 declined: see /help/cards' }).errorMessage).toBe('Card ending 4242 declined: see /help/cards');
    } finally {
      restore();
    }
    // Every 5xx is logged with its message, and the ones kept from the donor say so.
    expect(logged).toHaveLength(leaks.length + 1);
    expect(logged[0]).toMatchObject({ status: 500, kind: 'donation', message: leaks[0], shown: false });
    expect(logged.at(-1)).not.toHaveProperty('shown');
    expect(isPlainServerMessage('Donations are paused while we update our systems (about 5 minutes).')).toBe(true);
    expect(isPlainServerMessage('Please try again at https://status.example.org later.')).toBe(true);
  });

  it('never reads an unreadable 201 as a completed payment', () => {
    const events: string[] = [];
    const restore = setLogSink((_l, event) => events.push(event));
    try {
      expect(parseOrderResponse(201, { order_id: [] })).toEqual({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
    } finally {
      restore();
    }
    expect(events).toEqual(['payload_invalid']);
  });

  it('answers 502 for any other success status it cannot read (a truncated body, a 200 without an order)', () => {
    const restore = setLogSink(() => undefined);
    try {
      expect(parseOrderResponse(200, '{"order_id": [{"val')).toEqual({ statusCode: 502, orderID: null, orderStatus: null, errorMessage: null });
      expect(parseOrderResponse(204, null)).toMatchObject({ statusCode: 502, orderID: null });
      expect(parseOrderResponse(200, { order_id: [{ value: '7' }], state: [{ value: 'completed' }] })).toMatchObject({ statusCode: 201, orderID: '7' });
    } finally {
      restore();
    }
  });
});
