'use client';

import { useEffect } from 'react';
import type { Metric } from 'web-vitals';
import { consentStore, loadConsent } from '../browser';
import { statisticsConsent } from '../model';
import { pushToDataLayer } from '../tag-manager';
import { createVitalsQueue, VITALS_PATH, type VitalsRecord } from '../vitals-queue';

// Web vitals (LCP, INP, CLS, FCP, TTFB) of every page view, held until statistics consent
// (SPEC §4): then one every 500 ms to the tag manager's dataLayer and to /api/vitals, which
// logs them for ops. Refused: discarded. The library is loaded once statistics consent is
// given, not before: a first visit, with the question still open, loads none of it. Its
// observers are buffered, so the page view's metrics from before the answer are still
// reported. When the page goes away with records still waiting, they are sent at once: the
// timer would never fire.

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

export function WebVitals() {
  useEffect(() => {
    const queue = createVitalsQueue({ send });
    let stopped = false;
    let observing = false;
    const observe = () => {
      observing = true;
      void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (stopped) return;
        const report = (metric: Metric) => queue.record(toRecord(metric));
        const options = { reportSoftNavs: true };
        onLCP(report, options);
        onINP(report, options);
        onCLS(report, options);
        onFCP(report, options);
        onTTFB(report, options);
      });
    };
    const follow = () => {
      const state = consentStore.getState();
      if (!state.loaded) return;
      const consent = statisticsConsent(state);
      queue.setConsent(consent);
      if (consent === 'granted' && !observing) observe();
    };
    const unsubscribe = consentStore.subscribe(follow);
    void loadConsent().then(follow);
    const flush = () => queue.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, []);
  return null;
}
