import type { EventBanner as EventBannerSettings } from '@/features/settings';
import { SiteLink } from '@/features/common/components/SiteLink';
import { cx } from './class-names';
import styles from './EventBanner.module.css';

// The event banner from the site settings (SPEC §3): title, text, cta1 as the primary button
// and cta2, when set, as the secondary one. Nothing when inactive.

export interface EventBannerProps {
  banner: EventBannerSettings;
}

export function EventBanner({ banner }: EventBannerProps) {
  if (!banner.active) return null;
  return (
    <aside className={cx(styles.banner, 'render-near-view')} data-event-banner="" aria-label={banner.title || 'Event'}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {banner.title ? <h2 className={styles.title}>{banner.title}</h2> : null}
          {banner.text ? <p className={styles.text}>{banner.text}</p> : null}
        </div>
        <div className={styles.actions}>
          <SiteLink href={banner.cta1.url} className={cx('button', styles.cta)}>
            {banner.cta1.label}
          </SiteLink>
          {banner.cta2 ? (
            <SiteLink href={banner.cta2.url} className={cx('button', 'button--secondary', styles.cta)}>
              {banner.cta2.label}
            </SiteLink>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
