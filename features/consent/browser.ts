'use client';

import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { embedAllowed } from './model';
import { createConsentStore, type ConsentStore } from './store';

// The one consent store of the page, and the hooks components read it with. The stored
// answer is read once, after the page is interactive, by whichever consent component mounts
// first (dialog, tag manager, web vitals, an embed).

export const consentStore = createConsentStore();

let loading: Promise<void> | null = null;

/** Reads the stored answer once per page (deleting it first when older than 6 months). */
export function loadConsent(): Promise<void> {
  loading ??= consentStore.getState().load();
  return loading;
}

export function useConsent<T>(selector: (state: ConsentStore) => T): T {
  return useStore(consentStore, selector);
}

/** Whether embeds of `kind` may load: marketing accepted in the dialog, or this kind accepted on its own. */
export function useEmbedConsent(kind: EmbedKind): { allowed: boolean; accept: () => void } {
  useEffect(() => void loadConsent(), []);
  const allowed = useConsent((state) => state.loaded && embedAllowed(state, kind));
  return { allowed, accept: () => consentStore.getState().acceptEmbed(kind) };
}
