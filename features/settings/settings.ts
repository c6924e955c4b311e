import type { z } from 'zod';
import type { EmbedKind } from '@/features/common/embed-kinds';
import { log } from '@/request/log';
import { describeIssues } from '@/features/common/payload';
import type { Image, Link } from '@/features/common/schema';
import { RedirectSchema, SettingsSectionSchemas, type MenuLink, type Redirect } from './schema';

// Site settings' view model. SPEC §8: a settings transformation failure is logged and the page
// carries on, so each section is parsed on its own and falls back to an empty default.

export type { MenuLink, Redirect };

export interface AppealBanner {
  active: boolean;
  emergency: boolean;
  emergencyTag: string | null;
  label: string;
  text: string;
  url: string;
  visibility: { contentTypes: string[]; pathMatch: string[]; pathStart: string[]; pathExclude: string[] };
}

export interface EventBanner {
  active: boolean;
  title: string;
  text: string;
  cta1: Link;
  cta2: Link | null;
}

export interface CheckoutSettings {
  captchaCard: boolean;
  captchaWallet: boolean;
  captchaWebforms: boolean;
  stripePaymentRequest: boolean;
  revolutPay: boolean;
  tooltips: Record<string, string>;
}

export interface SourceCode {
  code: string;
  label: string;
  startsAt: string;
}

/** One registered number of the charity, linked to its public register when `url` is set. */
export interface CharityNumber {
  label: string;
  number: string;
  url: string | null;
}

/** A fundraising standard the charity keeps, linked to the standard's own page. */
export interface FundraisingStandard {
  label: string;
  url: string;
}

/** Who runs the site, for the footer's trust line and the checkouts' marks (CONTRACT §2 `charity`, optional). */
export interface Charity {
  name: string;
  address: string | null;
  numbers: CharityNumber[];
  /** The fundraising standards it keeps (shown beside the ways to pay); none when the backend sends none. */
  standards?: FundraisingStandard[];
}

export interface SiteSettings {
  frontPage: string;
  gifts: { homePath: string; catalogueUrl: string; regions: { image: Image | null; label: string; countryCode: string; link: string }[] };
  menus: { header: MenuLink[]; footer: MenuLink[] };
  banners: { appeal: AppealBanner | null; event: EventBanner | null };
  checkout: CheckoutSettings;
  consent: Record<EmbedKind, string>;
  redirects: Redirect[];
  sourceCodes: SourceCode[];
  /** Null when the backend sends none (the footer then names no numbers). */
  charity: Charity | null;
  /** Sections that did not parse and fell back to their default (logged). */
  problems: string[];
}

/** The one problem recorded when the backend gave no settings at all (the defaults stand in). */
export const SETTINGS_UNAVAILABLE = 'settings could not be loaded';

const DEFAULT_CONSENT = 'This content is hosted by a third party. Accept to load it and the cookies it sets.';

export const EMPTY_SETTINGS: SiteSettings = {
  frontPage: '/home',
  gifts: { homePath: '/gifts-home', catalogueUrl: '/', regions: [] },
  menus: { header: [], footer: [] },
  banners: { appeal: null, event: null },
  checkout: { captchaCard: false, captchaWallet: false, captchaWebforms: false, stripePaymentRequest: false, revolutPay: false, tooltips: {} },
  consent: { youtube: DEFAULT_CONSENT, vimeo: DEFAULT_CONSENT, twitter: DEFAULT_CONSENT, instagram: DEFAULT_CONSENT, iframe: DEFAULT_CONSENT },
  redirects: [],
  sourceCodes: [],
  charity: null,
  problems: [],
};

type Sections = typeof SettingsSectionSchemas;
type Parsed = { [K in keyof Sections]: z.output<Sections[K]> | undefined };

export function parseSettings(raw: unknown): SiteSettings {
  const problems: string[] = [];
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!body) problems.push('(root): expected an object');
  const parsed = {} as Parsed;
  for (const key of Object.keys(SettingsSectionSchemas) as (keyof Sections)[]) {
    if (!body) break;
    const result = SettingsSectionSchemas[key].safeParse(body[key]);
    if (result.success) (parsed as Record<string, unknown>)[key] = result.data;
    else problems.push(...describeIssues(result.error, 3).map((p) => `${key}.${p}`));
  }
  const redirects: Redirect[] = [];
  for (const [i, entry] of (parsed.redirects ?? []).entries()) {
    const result = RedirectSchema.safeParse(entry);
    if (result.success) redirects.push(result.data);
    else problems.push(...describeIssues(result.error, 1).map((p) => `redirects.${i}.${p}`));
  }
  if (problems.length > 0) log.error('settings_invalid', { problems });

  const appeal = parsed.banners?.appeal;
  const event = parsed.banners?.event;
  const checkout = parsed.checkout;
  return {
    frontPage: parsed.front_page ?? EMPTY_SETTINGS.frontPage,
    gifts: parsed.gifts
      ? {
          homePath: parsed.gifts.home_path,
          catalogueUrl: parsed.gifts.catalogue_url,
          regions: parsed.gifts.regions.map((r) => ({ image: r.image, label: r.label, countryCode: r.country_code, link: r.link })),
        }
      : EMPTY_SETTINGS.gifts,
    menus: parsed.menus ?? EMPTY_SETTINGS.menus,
    banners: {
      appeal: appeal
        ? {
            active: appeal.active,
            emergency: appeal.emergency,
            emergencyTag: appeal.emergency_tag,
            label: appeal.label,
            text: appeal.text,
            url: appeal.url,
            visibility: {
              contentTypes: appeal.visibility.content_types,
              pathMatch: appeal.visibility.path_match,
              pathStart: appeal.visibility.path_start,
              pathExclude: appeal.visibility.path_exclude,
            },
          }
        : null,
      event: event ?? null,
    },
    checkout: checkout
      ? {
          captchaCard: checkout.captcha_card,
          captchaWallet: checkout.captcha_wallet,
          captchaWebforms: checkout.captcha_webforms,
          stripePaymentRequest: checkout.stripe_payment_request,
          revolutPay: checkout.revolut_pay,
          tooltips: checkout.tooltips,
        }
      : EMPTY_SETTINGS.checkout,
    consent: parsed.consent ?? EMPTY_SETTINGS.consent,
    redirects,
    sourceCodes: (parsed.source_codes ?? []).map((s) => ({ code: s.code, label: s.label, startsAt: s.starts_at })),
    charity: parsed.charity ?? null,
    problems,
  };
}

/** SPEC §5: only source codes whose startsAt time has passed are offered. */
export function offeredSourceCodes(settings: Pick<SiteSettings, 'sourceCodes'>, now: Date = new Date()): SourceCode[] {
  return settings.sourceCodes.filter((s) => Date.parse(s.startsAt) <= now.getTime());
}
