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
import { StickyDonateBar } from './StickyDonateBar';
import { WalletGift } from './WalletGift';
import { WalletAtRest } from './WalletPanelView';
import styles from './DonationChooser.module.css';
import askStyles from './AppealAsk.module.css';
import type { DonationChooserProps } from './types';

// A donation block's gift chooser (single/monthly, presets, other amount), given the block's
// presets, default type, minimum and appeal. On an appeal page the checkout hangs off the
// appeal's URL; elsewhere off '/donate/single'. It is sent as static HTML and wakes as the
// live chooser when the donor reaches for it (ChooserWake): no chooser code for readers.

interface Props {
  block: DonationBlock;
  context: BlockContext;
  /** The appeal's first ask (its donation hero): a phone gets the sticky Donate bar for it. */
  stickyBar?: boolean;
}

export function DonationPresets({ block, context, stickyBar = false }: Props) {
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
    wallet: context.wallet,
  };
  const list = block.presets[block.default_type];
  const selected = defaultPreset(list);
  // A staging page's sandbox wallet at rest, drawn here: the island shows it until the panel's code is in.
  const walletRest = context.wallet ? <WalletAtRest formId={id} chooser={chooser} flags={context.wallet} /> : null;
  const form = (
    <ChooserWake id={id} chooser={chooser} walletRest={walletRest}>
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
        wallet={context.wallet ? <WalletGift formId={id} chooser={chooser} flags={context.wallet} rest={walletRest} /> : null}
      />
    </ChooserWake>
  );

  // On an appeal page the asks are marked for the sticky bar's timelines (AppealAsk.module.css).
  if (appealPage && context.askAtEnd) return <div className={askStyles.endAsk}>{form}</div>;
  if (!appealPage || !stickyBar) return form;
  return (
    <div className={askStyles.topAsk}>
      {form}
      <StickyDonateBar formId={id} appealTitle={context.pageTitle ?? 'this appeal'} presets={block.presets} currency={chooser.currency} />
    </div>
  );
}

/** A donation block's heading, by its default type. */
export function donationHeading(block: DonationBlock): string {
  return block.default_type === 'monthly' ? 'Give monthly' : 'Make a donation';
}
