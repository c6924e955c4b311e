import type { Preset } from '@/features/blocks';
import type { DonationKind } from '@/features/checkout';
import type { ChooserStart, DonationChooserProps } from './types';

// Where the gift chooser starts. Apart from its markup and its code, so that the island that
// wakes a block's chooser (ChooserWake, on every content page's route) stays a few hundred bytes.

/** The preset first chosen: the second one, as most donors pick it (or the only one). */
export const defaultPreset = (list: readonly Preset[]): number | null => (list.length ? Math.min(1, list.length - 1) : null);

/** What the static form shows now: the donor may have chosen before the chooser woke. */
export function readStart(form: HTMLFormElement, presets: DonationChooserProps['presets'], shownKind: DonationKind): ChooserStart {
  const inputs = [...form.elements].filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  const chosenKind = inputs.find((el) => el.name === 'type' && el.checked)?.value;
  const kind: DonationKind = chosenKind === 'single' || chosenKind === 'monthly' ? chosenKind : shownKind;
  // The static form lists the presets of the type it shows; after a switch, the other's apply.
  const checked = inputs.filter((el) => el.name === `${form.id}-preset`).findIndex((el) => el.checked);
  return {
    kind,
    selected: kind === shownKind && checked >= 0 ? checked : defaultPreset(presets[kind]),
    other: inputs.find((el) => el.name === 'amount')?.value ?? '',
  };
}
