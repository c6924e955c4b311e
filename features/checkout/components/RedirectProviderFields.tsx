'use client';

import { useImperativeHandle, type Ref } from 'react';
import { confirmWithText, type PaymentContext, type PaymentFieldsHandle, type PaymentProvider } from '../payment/provider';
import styles from './Checkout.module.css';

// Methods the donor confirms with the provider itself (PayPal, Revolut Pay): no fields here;
// the provider authorises when the donor submits. Without live credentials the sandbox
// providers stand in (see payment/sandbox.ts).

interface Props {
  context: PaymentContext;
  provider: PaymentProvider;
  ref?: Ref<PaymentFieldsHandle>;
}

export function RedirectProviderFields({ context, provider, ref }: Props) {
  useImperativeHandle(ref, () => ({ authorize: () => provider.authorize(context) }));
  return <p className={styles.panel}>{confirmWithText(context.option.label, context.purpose)}</p>;
}
