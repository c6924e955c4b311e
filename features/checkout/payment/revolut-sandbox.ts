import { revolutPayment } from './payments';
import type { PaymentContext, PaymentOutcome, PaymentProvider } from './provider';
import { createRevolutOrder, REVOLUT_FAILED, REVOLUT_NOT_APPROVED } from './revolut';

// Revolut Pay in test mode without a public key (NEXT_PUBLIC_REVOLUT_PUBLIC_KEY_TEST): the same
// Revolut order as the real button's (the site's route checks the order, then makes a manual-
// capture Revolut order in the Merchant API's sandbox, or the sandbox backend's stand-in named by
// REVOLUT_API_URL_TEST), paid in a window on the order's checkout_url, as Revolut's own payment
// window is. The stand-in's page pays at once and posts {source: 'revolut-sandbox', type,
// orderId} back (sandbox/revolut.ts). The window opens inside the donor's press, before the
// route is asked, so no pop-up blocker stops it.

export const POPUP_BLOCKED = 'Please allow pop-ups for this site to pay with Revolut Pay.';
const WAIT_MS = 5 * 60_000;

interface WindowLike {
  closed: boolean;
  close(): void;
  location: { href: string };
}

export interface SandboxRevolutDeps {
  open(): WindowLike | null;
  create(context: PaymentContext): Promise<{ checkoutUrl: string | null }>;
  /** Where the payment window's messages arrive (the page's window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const browserDeps = (): SandboxRevolutDeps => ({
  open: () => window.open('about:blank', 'revolut-sandbox', 'popup,width=480,height=640'),
  create: (context) => createRevolutOrder(context),
  events: window,
});

/** Waits for the payment window's answer: the paid order's id, or why not. */
function paidIn(popup: WindowLike, origin: string, events: SandboxRevolutDeps['events']): Promise<string> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      events.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(timeout);
    };
    function onMessage(event: MessageEvent) {
      const data = event.data as { source?: unknown; type?: unknown; orderId?: unknown; message?: unknown } | null;
      if (event.origin !== origin || data?.source !== 'revolut-sandbox') return;
      stop();
      if (data.type === 'success' && typeof data.orderId === 'string') resolve(data.orderId);
      else reject(new Error(typeof data.message === 'string' && data.message ? data.message : REVOLUT_FAILED));
    }
    events.addEventListener('message', onMessage as EventListener);
    const watch = setInterval(() => {
      if (!popup.closed) return;
      // A last message may still be on its way as the window closes itself.
      setTimeout(() => {
        stop();
        reject(new Error(REVOLUT_NOT_APPROVED));
      }, 200);
      clearInterval(watch);
    }, 250);
    const timeout = setTimeout(() => {
      stop();
      reject(new Error(REVOLUT_NOT_APPROVED));
    }, WAIT_MS);
  });
}

/** The sandbox provider, with its browser parts replaceable (tests). */
export function sandboxRevolut(deps: () => SandboxRevolutDeps = browserDeps): PaymentProvider {
  return {
    key: 'revolut_pay',
    async authorize(context): Promise<PaymentOutcome> {
      const { open, create, events } = deps();
      const popup = open();
      if (!popup) return { ok: false, message: POPUP_BLOCKED };
      try {
        const { checkoutUrl } = await create(context);
        if (!checkoutUrl) throw new Error(REVOLUT_FAILED);
        const paid = paidIn(popup, new URL(checkoutUrl).origin, events);
        popup.location.href = checkoutUrl;
        return revolutPayment(context, await paid, context.donorName || null);
      } catch (error) {
        if (!popup.closed) popup.close();
        return { ok: false, message: error instanceof Error && error.message ? error.message : REVOLUT_FAILED };
      }
    },
  };
}

export const sandboxRevolutProvider: PaymentProvider = sandboxRevolut();
