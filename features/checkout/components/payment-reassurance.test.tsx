import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paymentMethodOption } from '../payment-methods';
import { PaymentReassurance, REASSURANCE } from './PaymentReassurance';

describe('PaymentReassurance: trust beside the ways to pay (issue 40)', () => {
  const standards = [
    { label: 'Registered with the Charities Regulator', url: 'https://www.charitiesregulator.ie/' },
    { label: 'Triple Lock Standard (Charities Institute Ireland)', url: 'https://www.charitiesinstituteireland.ie/triple-lock' },
  ];

  it('says who processes the chosen method and links each fundraising standard', () => {
    const html = renderToStaticMarkup(<PaymentReassurance option={paymentMethodOption('paypal', 'IE', 'single', 'test')} standards={standards} />);
    expect(html).toContain(REASSURANCE);
    expect(html).toMatch(/data-processor="true">Payments processed securely by PayPal<\/p>/);
    expect(html).toContain('aria-label="Fundraising standards"');
    for (const s of standards) expect(html).toContain(`href="${s.url}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('Triple Lock Standard (Charities Institute Ireland)</a>');
  });

  it('without standards from the settings shows no marks; before a method is chosen, the card’s processor', () => {
    const html = renderToStaticMarkup(<PaymentReassurance />);
    expect(html).toContain('Payments processed securely by Stripe');
    expect(html).not.toContain('Fundraising standards');
  });
});
