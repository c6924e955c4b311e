'use client';

import { useEffect, useMemo, useState } from 'react';
import { configuredProviders, detectWallets, paymentMethodsFor, stripePublishableKey, type PaymentMethodOption, type PaymentMode } from '@/features/checkout/client';
import type { Currency } from '@/features/common/money';
import type { CharityCountry } from '../sending-time';

/**
 * The payment methods the gift checkout offers (SPEC §9, single payments): Apple Pay / Google
 * Pay only where Stripe's payment-request button can pay, Revolut Pay when the settings allow.
 */
export function useGiftPaymentMethods(mode: PaymentMode, country: CharityCountry, currency: Currency, checkout: { revolutPay: boolean; stripePaymentRequest: boolean }): PaymentMethodOption[] {
  const { revolutPay, stripePaymentRequest } = checkout;
  const [wallets, setWallets] = useState({ applePay: false, googlePay: false });
  const stripeKey = stripePublishableKey(mode);
  useEffect(() => {
    if (stripeKey && stripePaymentRequest) void detectWallets(stripeKey, country, currency).then(setWallets);
  }, [stripeKey, stripePaymentRequest, country, currency]);
  return useMemo(() => paymentMethodsFor(country, 'single', mode, { ...wallets, revolutPay }, configuredProviders(mode)), [country, mode, revolutPay, wallets]);
}
