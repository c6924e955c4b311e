import type { AppealBanner as AppealBannerSettings } from '@/features/settings';
import { SiteLink } from '@/features/common/components/SiteLink';
import { cx } from './class-names';
import styles from './AppealBanner.module.css';

// The appeal banner from the site settings (SPEC §3). The page decides whether it shows
// (isAppealBannerVisible); this only draws it. The label is the link, stretched over the whole
// banner, so the banner is one target with one accessible name.

export interface AppealBannerProps {
  banner: AppealBannerSettings;
}

export function AppealBanner({ banner }: AppealBannerProps) {
  const label = banner.label.trim();
  const text = banner.text.trim();
  const tag = banner.emergency ? banner.emergencyTag?.trim() : '';
  // Without a label the text carries the link, so the link never has an empty name.
  const linkText = label || text;
  return (
    <aside
      className={cx(styles.banner, banner.emergency && styles.emergency)}
      data-appeal-banner=""
      data-emergency={banner.emergency ? 'true' : 'false'}
      aria-label={linkText || 'Appeal'}
    >
      <div className={styles.inner}>
        {tag ? <span className={styles.tag}>{tag}</span> : null}
        <p className={styles.body}>
          <SiteLink href={banner.url} className={styles.link}>
            {linkText}
          </SiteLink>
          {label && text ? <span className={styles.text}>{text}</span> : null}
        </p>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
      </div>
    </aside>
  );
}
