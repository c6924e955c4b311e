import type { Country } from '../payment-methods';
import type { NextActionOutcome, WalletPayer } from '../payment/provider';
import { SANDBOX_AUTHENTICATION_FAILED } from '../payment/sandbox';
import { formatMoney, type Currency } from '@/features/common/money';
import type { WalletPaymentEvent, WalletRequest } from './wallet-request';
import styles from './SandboxWallet.module.css';

// The sandbox wallet (issue 48): without a Stripe key, in test mode only, a stand-in for Apple
// Pay and Google Pay that speaks the part of Stripe's PaymentRequest the site uses
// (./wallet-request.ts's WalletRequest), so the two-tap gift runs the very path a real wallet
// does. Its sheet is plain DOM (it opens over a content page, whose chooser may still be asleep):
// a fixed test payer, Stripe's published test payment methods, Pay and Cancel. Like a real
// sheet it waits on its spinner for the order's answer (complete), shows it, then closes; the
// last result stays on <body data-sandbox-wallet> for the journeys to read.

/** The fixed test payer, per country: what a phone's wallet would hand over. */
export const SANDBOX_WALLET_PAYERS: Record<Country, WalletPayer> = {
  IE: {
    name: 'Aoife Byrne',
    email: 'aoife.byrne@example.ie',
    phone: '+353 1 555 0142',
    address: { line1: '12 Main Street', line2: null, city: 'Dublin', state: 'Co. Dublin', postal_code: 'D02 X285', country: 'IE' },
  },
  GB: {
    name: 'Sam Taylor',
    email: 'sam.taylor@example.co.uk',
    phone: '+44 20 7946 0321',
    address: { line1: '10 High Street', line2: null, city: 'London', state: null, postal_code: 'SW1A 1AA', country: 'GB' },
  },
};

/** Stripe's published test payment methods the sheet offers (the sandbox backend knows each). */
export const SANDBOX_WALLET_CARDS = [
  { id: 'pm_card_visa', label: 'Visa, pays' },
  { id: 'pm_card_chargeDeclined', label: 'Visa, declined' },
  { id: 'pm_card_threeDSecure2Required', label: 'Visa, asks for 3-D Secure' },
] as const;

export const SANDBOX_WALLET_TITLE = 'Sandbox wallet';
export const SANDBOX_WALLET_DONE = 'Payment complete';
export const SANDBOX_WALLET_FAILED = 'Payment not completed';
const CLOSE_AFTER_MS = 1200;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** A modal of the sandbox's own: focus inside it, Escape answers `onEscape`, focus back where it was after. */
function openModal(label: string, body: Node[], onEscape: () => void): { close(): void; root: HTMLElement } {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = element('div', { className: styles.sheet });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);
  dialog.append(...body);
  const root = element('div', { className: styles.backdrop }, dialog);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  document.addEventListener('keydown', onKey);
  document.body.append(root);
  return {
    root,
    close() {
      document.removeEventListener('keydown', onKey);
      root.remove();
      before?.focus();
    },
  };
}

const payerLines = (payer: WalletPayer): string[] => [payer.name, payer.email, payer.phone, [payer.address?.line1, payer.address?.city, payer.address?.postal_code].filter(Boolean).join(', ')].filter((l): l is string => Boolean(l));

/** The stand-in PaymentRequest: canMakePayment says yes; show() opens the sheet at once, in the tap. */
export function sandboxWalletRequest(options: { country: Country; currency: Currency }): WalletRequest {
  let total = { label: 'Donation', amount: 0 };
  const onMethod = new Set<(event: WalletPaymentEvent) => void>();
  const onCancel = new Set<() => void>();
  const payer = SANDBOX_WALLET_PAYERS[options.country];

  function show() {
    const status = element('p', { className: styles.status });
    status.setAttribute('role', 'status');
    const card = element('select', { id: 'sandbox-wallet-card', className: styles.select }, ...SANDBOX_WALLET_CARDS.map((c) => element('option', { value: c.id }, c.label)));
    const pay = element('button', { type: 'button', className: `button button--accent ${styles.pay}` }, `Pay ${formatMoney(total.amount, options.currency)}`);
    const cancel = element('button', { type: 'button', className: `button button--secondary ${styles.cancel}` }, 'Cancel');
    let answered = false;
    const modal = openModal(
      SANDBOX_WALLET_TITLE,
      [
        element('p', { className: styles.badge }, 'Test mode: no real payment is taken'),
        element('h2', { className: styles.title }, SANDBOX_WALLET_TITLE),
        element('p', { className: styles.total }, `${total.label}: `, element('strong', {}, formatMoney(total.amount, options.currency))),
        element('ul', { className: styles.payer }, ...payerLines(payer).map((line) => element('li', {}, line))),
        element('label', { htmlFor: card.id, className: styles.label }, 'Test card'),
        card,
        status,
        element('div', { className: styles.actions }, pay, cancel),
      ],
      () => !answered && dismiss(),
    );
    modal.root.dataset.sandboxWalletSheet = '';
    const finish = (result: 'success' | 'fail') => {
      status.textContent = result === 'success' ? SANDBOX_WALLET_DONE : SANDBOX_WALLET_FAILED;
      modal.root.dataset.result = result;
      document.body.dataset.sandboxWallet = result;
      setTimeout(() => modal.close(), CLOSE_AFTER_MS);
    };
    function dismiss() {
      modal.close();
      document.body.dataset.sandboxWallet = 'cancel';
      for (const handler of [...onCancel]) handler();
    }
    cancel.addEventListener('click', dismiss);
    pay.addEventListener('click', () => {
      if (answered) return;
      answered = true;
      pay.disabled = cancel.disabled = card.disabled = true;
      status.textContent = 'Processing…';
      const address = payer.address!;
      const event: WalletPaymentEvent = {
        paymentMethod: { id: card.value, billing_details: { name: payer.name, email: payer.email, phone: payer.phone, address } },
        payerName: payer.name ?? undefined,
        payerEmail: payer.email ?? undefined,
        payerPhone: payer.phone ?? undefined,
        complete: (result) => finish(result),
      };
      for (const handler of [...onMethod]) handler(event);
    });
    pay.focus();
  }

  return {
    canMakePayment: () => Promise.resolve({ applePay: false, googlePay: true }),
    update(next) {
      total = next.total;
    },
    show,
    on(type: 'paymentmethod' | 'cancel', handler: ((event: WalletPaymentEvent) => void) | (() => void)) {
      if (type === 'paymentmethod') onMethod.add(handler as (event: WalletPaymentEvent) => void);
      else onCancel.add(handler as () => void);
    },
    off(type: 'paymentmethod' | 'cancel', handler: ((event: WalletPaymentEvent) => void) | (() => void)) {
      if (type === 'paymentmethod') onMethod.delete(handler as (event: WalletPaymentEvent) => void);
      else onCancel.delete(handler as () => void);
    },
  };
}

/** Stripe's test 3-D Secure challenge, for the sandbox wallet's card that asks for it. */
export function sandboxChallenge(clientSecret: string): Promise<NextActionOutcome> {
  return new Promise((resolve) => {
    const answer = (complete: boolean) => {
      modal.close();
      resolve(complete ? { ok: true, paymentIntentId: clientSecret.split('_secret_')[0]! } : { ok: false, message: SANDBOX_AUTHENTICATION_FAILED });
    };
    const complete = element('button', { type: 'button', className: 'button button--accent' }, 'Complete authentication');
    const fail = element('button', { type: 'button', className: 'button' }, 'Fail authentication');
    complete.addEventListener('click', () => answer(true));
    fail.addEventListener('click', () => answer(false));
    const modal = openModal('Test 3-D Secure', [element('p', { className: styles.title }, 'Test 3-D Secure: your bank asks you to confirm this payment'), element('div', { className: styles.actions }, complete, fail)], () => answer(false));
    modal.root.dataset.sandbox3ds = '';
    complete.focus();
  });
}
