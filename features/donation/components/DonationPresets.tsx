import { useId } from 'react';
import type { DonationBlock } from '@/features/blocks';
import type { BlockContext } from '@/features/blocks/components';
import { toMinor } from '@/features/common/money';
import { AmountEchoView } from '@/features/common/components/AmountEchoView';
import { presetTextFor } from '../presets';
import { checkoutBase } from '../steps';
import { ChooserView } from './ChooserView';
import { defaultPreset } from './chooser-start';
import { ChooserWake } from './ChooserWake';
import styles from './DonationChooser.module.css';
import type { DonationChooserProps } from './types';

// A donation block's gift chooser (single/monthly, presets, other amount), given the block's
// presets, default type, minimum and appeal. On an appeal page the checkout hangs off the
// appeal's URL; elsewhere off '/donate/single'. It is sent as static HTML and wakes as the
// live chooser when the donor reaches for it (ChooserWake): no chooser code for readers.

interface Props {
  block: DonationBlock;
  context: BlockContext;
}

export function DonationPresets({ block, context }: Props) {
  const id = `donate${useId().replace(/[^\w-]/g, '')}`;
  const appealPage = context.pageBundle === 'appeal' ? context.pagePath : null;
  const chooser: DonationChooserProps = {
    country: context.currency === 'GBP' ? 'GB' : 'IE',
    currency: context.currency,
    presets: block.presets,
    kind: block.default_type,
    minAmount: block.min_amount,
    appealId: block.appeal_id,
    base: checkoutBase(appealPage),
    pagePath: context.pagePath,
    appealTitle: context.pageTitle ?? null,
    askSchoolName: block.ask_school_name,
  };
  const list = block.presets[block.default_type];
  const selected = defaultPreset(list);
  return (
    <ChooserWake id={id} chooser={chooser}>
      <ChooserView
        id={id}
        kind={chooser.kind}
        list={list}
        selected={selected}
        other=""
        currency={chooser.currency}
        minMinor={toMinor(chooser.minAmount)}
        impact={selected === null ? null : presetTextFor(list, toMinor(list[selected]!.amount), chooser.currency)}
        error={null}
        submitLabel="Donate now"
        base={chooser.base}
        echo={<AmountEchoView id={`${id}-echo`} money={null} spoken="" tone="panel" className={styles.echo} />}
      />
    </ChooserWake>
  );
}

/** A donation block's heading, by its default type. */
export function donationHeading(block: DonationBlock): string {
  return block.default_type === 'monthly' ? 'Give monthly' : 'Make a donation';
}
