import { presetAmount, presetText } from '../presets';
import type { DonationBlock } from '../schema';
import type { BlockContext } from './types';

// The presets of a donation block's default type, rendered on the server. The donation form
// (a later issue) replaces this list with selectable amounts.

interface Props {
  block: DonationBlock;
  currency: BlockContext['currency'];
  classNames: Partial<Record<'list' | 'item' | 'amount' | 'text', string>>;
}

export function DonationPresets({ block, currency, classNames }: Props) {
  const presets = block.presets[block.default_type];
  if (presets.length === 0) return null;
  return (
    <ul className={classNames.list}>
      {presets.map((preset, index) => {
        const amount = presetAmount(preset, currency);
        return (
          <li key={index} className={classNames.item} data-preset-amount={preset.amount}>
            <span className={classNames.amount}>{amount}</span>
            <span className={classNames.text}>{presetText(preset.text, amount)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The heading of a donation block, by its default type. */
export function donationHeading(block: DonationBlock): string {
  return block.default_type === 'monthly' ? 'Give monthly' : 'Make a donation';
}
