import type { Storefront } from '@/edge/storefront';
import type { Charity } from '@/features/settings';

// What the footer says about the other storefront and about who runs the site. Pure: the
// origins come in (SiteFooter reads them from the configuration, edge/config siteUrl).

export type StorefrontOrigins = Record<Storefront, string>;

export interface OtherSite {
  title: string;
  text: string;
  links: { label: string; href: string }[];
}

/** The main site points to the shop ('Charity gifts'); the shop back to the main site and its Donate page. */
export function otherSite(storefront: Storefront, origins: StorefrontOrigins): OtherSite {
  if (storefront === 'main') {
    return {
      title: 'Charity gifts',
      text: 'A goat, a school kit or clean water: a gift that changes lives, with a card for someone you love.',
      links: [{ label: 'Shop charity gifts', href: `${origins.gifts}/` }],
    };
  }
  return {
    title: 'Concern Aid',
    text: 'Our work, our appeals and the news from the countries where we work.',
    links: [
      { label: 'Concern Aid home', href: `${origins.main}/` },
      { label: 'Donate', href: `${origins.main}/donate` },
    ],
  };
}

/** 'Concern Aid is a registered charity.' / 'Concern Aid Gifts is run by Concern Aid, a registered charity.' */
export function whoRunsTheSite(storefront: Storefront, charity: Pick<Charity, 'name'>, siteName: string): string {
  return storefront === 'main' || siteName === charity.name
    ? `${charity.name} is a registered charity.`
    : `${siteName} is run by ${charity.name}, a registered charity.`;
}

/** The footer's last line: '© 2026 Concern Aid UK.' (the charity's own name when the settings give it). */
export function copyrightLine(year: number, name: string): string {
  return `© ${year} ${name}.`;
}
