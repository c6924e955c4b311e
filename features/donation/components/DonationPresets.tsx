import type { DonationBlock } from '@/features/blocks';
import type { BlockContext } from '@/features/blocks/components';
import { checkoutBase } from '../steps';
import { LazyDonationChooser as DonationChooser } from './LazyDonationChooser';

// A donation block's gift chooser (single/monthly, presets, other amount): the donation
// feature's client island, given the block's presets, default type, minimum and appeal. On an
// appeal page the checkout hangs off the appeal's URL; elsewhere off '/donate/single'.

interface Props {
  block: DonationBlock;
  context: BlockContext;
}

export function DonationPresets({ block, context }: Props) {
  const appealPage = context.pageBundle === 'appeal' ? context.pagePath : null;
  return (
    <DonationChooser
      country={context.currency === 'GBP' ? 'GB' : 'IE'}
      currency={context.currency}
      presets={block.presets}
      kind={block.default_type}
      minAmount={block.min_amount}
      appealId={block.appeal_id}
      base={checkoutBase(appealPage)}
      pagePath={context.pagePath}
      appealTitle={context.pageTitle ?? null}
      askSchoolName={block.ask_school_name}
    />
  );
}

/** The heading of a donation block, by its default type. */
export function donationHeading(block: DonationBlock): string {
  return block.default_type === 'monthly' ? 'Give monthly' : 'Make a donation';
}
