import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactPreferencesFields, NOT_ASKED, PaymentFields, paymentMethodsFor } from '@/features/checkout/client';
import { addProduct, EMPTY_BASKET, productData, updateCard, type Basket } from '../basket/model';
import type { Product } from '../catalogue';
import { orderRecap } from '../order-recap';
import { GOAT, TREES } from '@/tests/fixtures/gift-products';
import { CardPreview, ECARD_SUBJECT } from './CardPreview';
import { CheckoutThankYou } from './CheckoutThankYou';
import { OrderSummary } from './OrderSummary';

// The checkout's summary, the thank-you's recap and the cards' preview, rendered to HTML.

const add = (basket: Basket, product: Product) => addProduct(basket, { id: product.id, path: product.url, data: productData(product, 'EUR')! }).basket;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function basket(): Basket {
  const b = [GOAT, GOAT, TREES].reduce(add, EMPTY_BASKET);
  return updateCard(b, TREES.id, 0, { type: 'email', emailFormData: { recipientName: 'Niamh', recipientEmail: 'niamh@example.com', message: '', sendingDate: '2099-12-24' } });
}

describe('OrderSummary', () => {
  it('folds to one line (count · total · Show) and lists each gift with its cards and the total', () => {
    const html = renderToStaticMarkup(<OrderSummary basket={basket()} currency="EUR" country="IE" />);
    expect(html).toContain('data-order-summary');
    expect(html).toMatch(/aria-expanded="false"/);
    expect(text(html)).toContain('3 gifts · €70');
    expect(text(html)).toContain('Show');
    expect(text(html)).toMatch(/Goat × 2 €60/);
    expect(text(html)).toContain('Printed card, posted to you in the coming days');
    expect(text(html)).toContain('E-card to Niamh, sent on 24/12/2099 at 08:00');
    expect(html).toMatch(/data-checkout-total[^>]*>€70</);
    expect(html).toContain('href="/basket"');
  });
});

describe('CheckoutThankYou', () => {
  it('recaps the order: number, gifts, cards, total, what happens next and one way on', () => {
    const recap = orderRecap(basket(), { orderId: '1042', currency: 'EUR', email: 'aoife@example.com', country: 'IE', now: new Date('2026-11-22T12:00:00Z') });
    const html = renderToStaticMarkup(<CheckoutThankYou orderId="1042" headingRef={null} recap={recap} country="IE" shopUrl="/" />);
    const words = text(html);
    expect(html).toMatch(/<h1[^>]*>Thank you for your order<\/h1>/);
    expect(html).toMatch(/data-order-number="?"?[^>]*>1042</);
    expect(words).toContain('Goat × 2 €60');
    expect(words).toContain('Trees × 1 €10');
    expect(words).toContain('E-card to Niamh, sent on 24/12/2099 at 08:00');
    expect(words).toContain('Total paid €70');
    expect(words).toContain('We have emailed your receipt to aoife@example.com');
    expect(words).toContain('Printed cards are posted to you in the coming days');
    expect(words).not.toContain('Santa letters');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>See more gifts<\/a>/);
  });

  it('says what it can without a recap', () => {
    const words = text(renderToStaticMarkup(<CheckoutThankYou orderId="7" headingRef={null} recap={null} country="GB" shopUrl="/category/all-gifts" />));
    expect(words).toContain('Your order number is 7');
    expect(words).toContain('We have emailed your receipt.');
    expect(words).toContain('from 8am UK time');
    expect(words).toContain('Printed cards and Santa letters are posted to you in the coming days');
  });
});

describe('CardPreview', () => {
  const look = {
    ecard: { image: { url: 'http://backend/images/ecard.png', alt: 'E-card preview: Goat', width: 1200, height: 800 }, description: 'An e-card sent by email on the day you choose.' },
    postal: { image: { url: 'http://backend/images/postal-card.png', alt: 'Printed card: Goat', width: 1200, height: 800 }, description: 'A printed card posted to you.' },
  };
  const card = (sendingDate: string, recipientName = 'Niamh', message = 'Happy Christmas!') => ({ type: 'email' as const, emailFormData: { recipientName, recipientEmail: 'niamh@example.com', message, sendingDate } });

  it('shows the e-card with the recipient, message and sending date as typed, and its description', () => {
    const html = renderToStaticMarkup(<CardPreview card={card('2099-12-24')} title="Goat" look={look} country="IE" />);
    expect(html).toContain('data-card-preview="email"');
    expect(html).toContain('alt="E-card preview: Goat"');
    expect(html).toMatch(/data-preview-name[^>]*>Niamh</);
    expect(html).toMatch(/data-preview-message[^>]*>Happy Christmas!</);
    expect(html).toMatch(/data-preview-date[^>]*>Sent on 24\/12\/2099 at 08:00</);
    expect(text(html)).toContain(ECARD_SUBJECT);
    expect(text(html)).toContain('An e-card sent by email on the day you choose.');
  });

  it('stands in for what is not typed yet, and asks for a day-first date', () => {
    const html = renderToStaticMarkup(<CardPreview card={card('', '', '')} title="Goat" look={look} country="IE" />);
    expect(html).toMatch(/data-preview-name[^>]*>your recipient</);
    expect(text(html)).toContain('Your message will appear here.');
    expect(text(html)).toContain('Sent today, once your order is placed');
    expect(text(renderToStaticMarkup(<CardPreview card={card('12/24/2099')} title="Goat" look={look} country="IE" />))).toContain('enter it as DD/MM/YYYY');
  });

  it('loads the first card’s picture at once (the first screen’s largest), the others when near', () => {
    const first = renderToStaticMarkup(<CardPreview card={card('')} title="Goat" look={look} country="IE" priority />);
    expect(first).toMatch(/<img[^>]*loading="eager"/);
    expect(first).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(renderToStaticMarkup(<CardPreview card={card('')} title="Goat" look={look} country="IE" />)).toMatch(/<img[^>]*loading="lazy"/);
  });

  it('shows the postal card’s picture and words for a posted card', () => {
    const html = renderToStaticMarkup(<CardPreview card={{ ...card(''), type: 'postal' }} title="Goat" look={look} country="GB" />);
    expect(html).toContain('data-card-preview="postal"');
    expect(html).toContain('alt="Printed card: Goat"');
    expect(text(html)).toContain('A printed card posted to you.');
    expect(html).not.toContain('data-preview-name');
  });
});

describe('the shared checkout parts, in the shop’s words', () => {
  it('asks to keep in touch about the buyer’s order, not a donation (IE)', () => {
    const html = renderToStaticMarkup(<ContactPreferencesFields country="IE" value={NOT_ASKED} onChange={() => undefined} purpose="order" />);
    expect(text(html)).toContain('how your order is making a difference');
    expect(text(html)).not.toContain('your donation');
    // The donation checkout keeps its words.
    expect(text(renderToStaticMarkup(<ContactPreferencesFields country="IE" value={NOT_ASKED} onChange={() => undefined} />))).toContain('how your donation is making a difference');
  });

  it('has the buyer confirm the order with the Pay button (PayPal)', () => {
    const paypal = paymentMethodsFor('IE', 'single', 'test').find((o) => o.key === 'paypal')!;
    const context = { option: paypal, country: 'IE' as const, kind: 'single' as const, mode: 'test' as const, amountMinor: 3000, currency: 'EUR' as const, donorName: 'Aoife Byrne', email: 'a@example.com' };
    expect(text(renderToStaticMarkup(<PaymentFields context={{ ...context, purpose: 'order' }} />))).toContain('You will confirm your order with PayPal when you press the Pay button.');
    expect(text(renderToStaticMarkup(<PaymentFields context={context} />))).toContain('You will confirm your donation with PayPal when you press the donate button.');
  });
});
