import { publicGtmId } from '@/edge/public-env';
import type { ConsentState } from './model';

// Google Tag Manager with Consent Mode v2 (SPEC §7 events, §6 admin debug mode). Pure: what
// goes into the dataLayer and which container URL loads; ./components/TagManager.tsx does it.
//
// Order matters and is kept by the component: the consent defaults (everything denied) are
// the first entry of the dataLayer, before the container and before any event; the reader's
// answer follows as an update.

/** A container id as Google issues them; anything else loads nothing. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** NEXT_PUBLIC_GTM_ID, inlined at build time; '' (nothing loaded) when unset or malformed. */
export function gtmId(value: string | undefined = publicGtmId()): string {
  const id = (value ?? '').trim();
  return GTM_ID_PATTERN.test(id) ? id : '';
}

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container script. Admin mode adds GTM's debug flag so its preview connects (SPEC §6). */
export function containerUrl(id: string, debug: boolean): string {
  const params = new URLSearchParams({ id });
  if (debug) params.set('gtm_debug', 'x');
  return `${GTM_ORIGIN}/gtm.js?${params.toString()}`;
}

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentSignals {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  security_storage: ConsentSignal;
}

/** Consent Mode v2 defaults: only what is strictly necessary, until the dialog says otherwise. */
export const CONSENT_DEFAULTS: ConsentSignals & { wait_for_update: number } = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  personalization_storage: 'denied',
  security_storage: 'granted',
  // The stored answer is read right after the page is interactive.
  wait_for_update: 500,
};

/** The dialog's answer as Consent Mode signals: statistics → analytics, marketing → advertising. */
export function consentSignals(state: ConsentState): ConsentSignals {
  const statistics: ConsentSignal = state.choice?.statistics ? 'granted' : 'denied';
  const marketing: ConsentSignal = state.choice?.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: statistics,
    functionality_storage: 'granted',
    personalization_storage: marketing,
    security_storage: 'granted',
  };
}

type DataLayerEntry = Record<string, unknown> | IArguments;


/** gtag.js's own queueing function: Consent Mode commands must reach the dataLayer as `arguments`. */
export function gtag(..._args: unknown[]): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- Google's tags read an Arguments object, not an array.
  (window.dataLayer as DataLayerEntry[]).push(arguments);
}

/** Pushes a plain entry (an event, a web-vitals record) to the dataLayer. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
