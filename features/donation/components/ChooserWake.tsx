'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { readStart } from './chooser-start';
import type { ChooserStart, DonationChooserProps } from './types';

// A donation block's chooser, asleep: the server's static form (children) until the donor
// reaches for it (a pointer over or down on it, or focus in it), then the live chooser in its
// place, started from whatever was chosen meanwhile. A content page thus loads and hydrates no
// chooser code for the readers who only read (issue 39). A submit before it wakes waits for it;
// if its code cannot load, the form goes to the amount step as it does without JavaScript.

type Chooser = ComponentType<DonationChooserProps & { id: string; start: ChooserStart; walletRest?: ReactNode }>;

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** `walletRest`: the sandbox wallet at rest, the server's (./WalletPanelView.tsx), for the live chooser's wallet too. */
export function ChooserWake({ id, chooser, walletRest, children }: { id: string; chooser: DonationChooserProps; walletRest?: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Chooser: Chooser; start: ChooserStart } | null>(null);

  useEffect(() => {
    const node = box.current;
    if (!node || live) return;
    let waking: Promise<void> | null = null;
    let submitting = false;
    // A press on the form: the live chooser must not replace the button under it before its
    // click (a swap between pointerdown and click lost the click, and the donation with it).
    let pressed = false;
    let afterRelease: (() => void) | null = null;
    const press = (event: Event) => void (pressed = !(event.target instanceof Element && event.target.closest('[data-wallet-gift]')));
    const release = () => {
      pressed = false;
      const swap = afterRelease;
      afterRelease = null;
      // The click follows the pointerup in the same task: the swap waits for the next one.
      if (swap) setTimeout(swap, 0);
    };
    const form = () => node.querySelector<HTMLFormElement>('form');
    const wake = (event?: Event) => {
      // The wallet's button beside Donate needs no chooser: its tap must meet the button it pressed.
      if (event?.target instanceof Element && event.target.closest('[data-wallet-gift]')) return;
      waking ??= import('./DonationChooser').then(
        ({ DonationChooser }) => {
          const swap = () => {
            const staticForm = form();
            if (!staticForm) return;
            const focused = document.activeElement instanceof HTMLElement && staticForm.contains(document.activeElement) ? document.activeElement.id : null;
            const start = readStart(staticForm, chooser.presets, chooser.kind);
            // Read and replaced in one go: no choice can fall between the two.
            flushSync(() => setLive({ Chooser: DonationChooser, start }));
            const field = focused ? document.getElementById(focused) : null;
            if (field instanceof HTMLElement) field.focus();
            if (submitting) form()?.requestSubmit();
          };
          if (pressed) afterRelease = swap;
          else swap();
        },
        () => {
          waking = null; // the next reach tries again
          if (submitting) form()?.submit(); // the amount step, as without JavaScript
        },
      );
    };
    const submit = (event: Event) => {
      event.preventDefault();
      submitting = true;
      wake(event);
    };
    for (const type of WAKE_EVENTS) node.addEventListener(type, wake, { passive: true });
    node.addEventListener('pointerdown', press, { passive: true });
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    node.addEventListener('submit', submit);
    return () => {
      for (const type of WAKE_EVENTS) node.removeEventListener(type, wake);
      node.removeEventListener('pointerdown', press);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      node.removeEventListener('submit', submit);
    };
  }, [live, chooser.presets, chooser.kind]);

  return (
    <div ref={box} style={{ display: 'contents' }}>
      {live ? <live.Chooser {...chooser} id={id} start={live.start} walletRest={walletRest} /> : children}
    </div>
  );
}
