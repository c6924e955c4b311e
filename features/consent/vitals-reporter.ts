import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { pushToDataLayer } from './tag-manager';
import { createVitalsQueue, VITALS_PATH, type VitalsRecord } from './vitals-queue';

// The page view's web vitals, from the moment statistics consent is given (./components/
// WebVitals.tsx loads this module then, so a first visit loads none of it): the library's
// observers are buffered, so what happened before the answer is still reported; the queue
// sends one every 500 ms to the tag manager's dataLayer and to /api/vitals, and drops what it
// holds if consent is withdrawn. When the page goes away with records still waiting, they are
// sent at once: the timer would never fire.

function send(record: VitalsRecord): void {
  pushToDataLayer({
    event: 'web_vitals',
    metric_name: record.name,
    metric_value: record.value,
    metric_rating: record.rating,
    metric_id: record.id,
    metric_navigation_type: record.navigationType,
    page_path: record.path,
  });
  const body = JSON.stringify(record);
  try {
    if (navigator.sendBeacon?.(VITALS_PATH, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall back to fetch */
  }
  void fetch(VITALS_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

function pathOf(metric: Metric): string {
  try {
    return new URL(metric.navigationURL ?? window.location.href).pathname.slice(0, 300);
  } catch {
    return window.location.pathname.slice(0, 300);
  }
}

function toRecord(metric: Metric): VitalsRecord {
  return {
    name: metric.name,
    // CLS to 4 decimals, times to whole milliseconds.
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    id: metric.id.slice(0, 100),
    navigationType: (metric.navigationType ?? 'navigate').slice(0, 40),
    path: pathOf(metric),
  };
}

/** Starts reporting; returns what to call on every consent change, and a stop. */
export function startVitals(consent: 'granted' | 'refused' | 'unknown'): { setConsent(consent: 'granted' | 'refused' | 'unknown'): void; stop(): void } {
  const queue = createVitalsQueue({ send });
  queue.setConsent(consent);
  const report = (metric: Metric) => queue.record(toRecord(metric));
  const options = { reportSoftNavs: true };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onFCP(report, options);
  onTTFB(report, options);
  const flush = () => queue.flush();
  window.addEventListener('pagehide', flush);
  return {
    setConsent: (next) => queue.setConsent(next),
    stop: () => window.removeEventListener('pagehide', flush),
  };
}
