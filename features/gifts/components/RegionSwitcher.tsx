import type { SiteSettings } from '@/features/settings';
import { SiteImage } from '@/features/common/components/SiteImage';
import styles from './gifts.module.css';

// The gifts regions from settings (SPEC §3: image, label, country code, link) as a region
// switcher: plain links, no JavaScript. This shop's own region links to its home page.

export function RegionSwitcher({ regions, country }: { regions: SiteSettings['gifts']['regions']; country: string }) {
  if (regions.length === 0) return null;
  return (
    <nav className={`${styles.regions} render-near-view`} aria-labelledby="gifts-regions" data-region-switcher>
      <h2 id="gifts-regions">Shop in your region</h2>
      <ul>
        {regions.map((region) => {
          const current = region.countryCode === country;
          return (
            <li key={region.countryCode} data-country-code={region.countryCode}>
              <a href={current ? '/' : region.link} aria-current={current ? 'true' : undefined} lang="en">
                {region.image ? <SiteImage image={{ ...region.image, alt: '' }} sizes="28px" /> : null}
                <span>{region.label}</span>
                {current ? <span className="visually-hidden"> (this shop)</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
