import { draftMode } from 'next/headers';
import styles from './PreviewMarker.module.css';

// SPEC §6 preview mode, shown to its editor on every page: fixed in a corner, out of the
// page's flow (it moves nothing: CLS 0), with a way out. "?previewMode=0" is the page's own
// path with that query alone: app/api/flags switches preview off and sends the editor back
// to the path without it.

export const EXIT_PREVIEW_HREF = '?previewMode=0';

/** The marker itself. */
export function PreviewBadge() {
  return (
    <aside className={styles.marker} aria-label="Preview mode" data-preview-marker>
      <span className={styles.label}>Preview</span>
      <a className={styles.exit} href={EXIT_PREVIEW_HREF}>
        Exit preview
      </a>
    </aside>
  );
}

/**
 * The marker in preview mode (Next's draft mode), nothing otherwise. draftMode() reads no
 * cookie: a static page stays static and its readers never see the marker.
 */
export async function PreviewMarker() {
  return (await draftMode()).isEnabled ? <PreviewBadge /> : null;
}
