import type { ReactNode } from 'react';
import type { Currency } from '@/features/common/money';
import type { BlockType, EmbedKind, KnownBlock } from '../schema';

/** What every block may need from the page that shows it. */
export interface BlockContext {
  /** Consent text per embed kind (site settings' `consent`). */
  consent: Record<EmbedKind, string>;
  /** The storefront's currency (DEFAULT_COUNTRY: IE → EUR, GB → GBP; any Currency renders). */
  currency: Currency;
  /** The path of the page the blocks are on, e.g. '/appeal/gaza-emergency'. */
  pagePath: string;
  /** Where gift pages live: '' on the gifts shop itself, the shop's origin on the main site. */
  giftsOrigin: string;
  /** The bundle of the page the blocks are on ('appeal', 'page'…), when known: donation blocks on an appeal hang the checkout off its URL. */
  pageBundle?: string | null;
  /** The title of the page the blocks are on (a donation block names the appeal by it). */
  pageTitle?: string | null;
  /**
   * The page's title and one line of need, given to the page's first block only when that block
   * stands in for the page's header (a donation hero opens an appeal: its heading is the
   * appeal's title, not a hidden one).
   */
  lead?: { title: string; summary: string | null };
  /**
   * The donation block is repeated at the end of an appeal page (issue 40): a compact ask, its
   * own form, not the page's first one (the phone's sticky Donate bar belongs to that one).
   */
  askAtEnd?: boolean;
  /**
   * The settings' checkout flags a donation block's wallet button follows (issue 48): the
   * captcha flags as the order route applies them, and the payment-request switch. Absent: no wallet.
   */
  wallet?: { captchaCard: boolean; captchaWallet: boolean; stripePaymentRequest: boolean; sandbox: boolean };
  /** The renderers of the blocks other features own (see FeatureBlockType). */
  renderers: FeatureBlockRenderers;
}

export interface BlockProps<T extends BlockType> {
  block: Extract<KnownBlock, { type: T }>;
  context: BlockContext;
}

/** A block component: server components may be async. */
export type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode | Promise<ReactNode>;

/**
 * Blocks another feature renders: a donation block is the donation feature's gift chooser, a
 * gifts list reads the gifts catalogue. The page that shows blocks passes their renderers in
 * (BlockContext.renderers), so this feature depends on neither and the arrows point one way.
 */
export type FeatureBlockType = 'donation_hero' | 'donation_inline' | 'gifts_list';
export type FeatureBlockRenderers = { [T in FeatureBlockType]: BlockComponent<T> } & {
  /** The ask a news page or a story ends with (PageAsk), drawn by the donation feature. */
  pageAsk?: (props: { ask: PageAsk }) => ReactNode;
};

/**
 * The ask a news page, press release or story ends with (issue 40): its country's appeal
 * ('Support our Sudan response', to that appeal's amount step), else the general donate page.
 * Worked out from the page's own data (features/content/ask.ts), drawn by the donation feature.
 */
export interface PageAsk {
  heading: string;
  /** The appeal page whose amount step the ask leads to; null: the general donate page. */
  appealPath: string | null;
  appealTitle: string | null;
}
