import type { MenuLink, SiteSettings } from '@/features/settings';

// What a dead end (the not-found page, a search with no results) and the main menu offer a
// reader who is lost (issue 40), from the settings and the configuration only. Pure.

export interface HelpLink {
  title: string;
  url: string;
}

/** The main menu's link to the gifts shop, added after the configured items: one short word, so the desktop menu stays one row at 1280 px. */
export const GIFTS_SHOP_MENU_TITLE = 'Gifts';
export const GIFTS_SHOP_LINK_TEXT = 'Shop charity gifts';
export const EMERGENCIES_HEADING = 'Current emergencies';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function flatten(links: readonly MenuLink[]): MenuLink[] {
  return links.flatMap((link) => [link, ...flatten(link.children)]);
}

/** The main menu with the gifts shop last, unless an item already links the shop's host. */
export function withGiftsShopLink(menu: readonly MenuLink[], giftsOrigin: string): MenuLink[] {
  const shopHost = hostOf(giftsOrigin);
  if (!shopHost || flatten(menu).some((link) => hostOf(link.url) === shopHost)) return [...menu];
  return [...menu, { title: GIFTS_SHOP_MENU_TITLE, url: `${giftsOrigin.replace(/\/+$/, '')}/`, children: [] }];
}

/**
 * The current emergencies: the appeal banner when it is active and flagged an emergency, then
 * the menu's links named for emergencies ('Emergencies'), each URL once.
 */
export function currentEmergencies(settings: Pick<SiteSettings, 'banners' | 'menus'>): HelpLink[] {
  const found: HelpLink[] = [];
  const banner = settings.banners.appeal;
  if (banner?.active && banner.emergency && banner.url) found.push({ title: banner.label, url: banner.url });
  for (const link of flatten(settings.menus.header)) {
    if (/emergenc/i.test(link.title)) found.push({ title: link.title, url: link.url });
  }
  return found.filter((link, index) => found.findIndex((other) => other.url === link.url) === index);
}
