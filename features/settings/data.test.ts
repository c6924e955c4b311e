import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '@/request/log';

vi.mock('server-only', () => ({}));
let draft = false;
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft }) }));
const fetchSiteSettings = vi.fn(async (): Promise<unknown> => ({}));
vi.mock('@/edge/backend', async (original) => ({ ...(await original<typeof import('@/edge/backend')>()), fetchSiteSettings }));
const { getSettings, resetPreviewSettingsForTests, PREVIEW_SETTINGS_MS } = await import('./data');
// The stub's settings are empty: their problems are logged, not shown here.
setLogSink(() => undefined);

describe('getSettings in preview mode (issue 46 §4: anyone may turn preview on)', () => {
  afterEach(() => {
    draft = false;
    fetchSiteSettings.mockClear();
    resetPreviewSettingsForTests();
    vi.useRealTimers();
  });

  it('reads the settings once per storefront and minute, not once per preview page', async () => {
    draft = true;
    for (let i = 0; i < 50; i++) await getSettings('main');
    await getSettings('gifts');
    expect(fetchSiteSettings).toHaveBeenCalledTimes(2);
    vi.useFakeTimers({ now: Date.now() + PREVIEW_SETTINGS_MS + 1 });
    await getSettings('main');
    expect(fetchSiteSettings).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failure, and outside preview reads through the data cache as before', async () => {
    const restore = setLogSink(() => undefined);
    try {
      draft = true;
      fetchSiteSettings.mockRejectedValueOnce(new Error('down'));
      expect((await getSettings('main')).problems).toEqual(['settings could not be loaded']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((await getSettings('main')).problems).not.toContain('settings could not be loaded');
      expect(fetchSiteSettings).toHaveBeenCalledTimes(2);
      draft = false;
      await getSettings('main');
      expect(fetchSiteSettings).toHaveBeenLastCalledWith('main', { next: { tags: ['settings'], revalidate: 3600 } });
    } finally {
      restore();
    }
  });
});
