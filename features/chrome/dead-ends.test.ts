import { describe, expect, it } from 'vitest';
import type { MenuLink, SiteSettings } from '@/features/settings';
import { currentEmergencies, GIFTS_SHOP_MENU_TITLE, withGiftsShopLink } from './dead-ends';

const link = (title: string, url: string, children: MenuLink[] = []): MenuLink => ({ title, url, children });

const banner = (over: Partial<NonNullable<SiteSettings['banners']['appeal']>> = {}): NonNullable<SiteSettings['banners']['appeal']> => ({
  active: true,
  emergency: true,
  emergencyTag: 'Emergency',
  label: 'Gaza emergency',
  text: 'Families need water.',
  url: '/appeal/gaza-emergency',
  visibility: { contentTypes: [], pathMatch: [], pathStart: [], pathExclude: [] },
  ...over,
});

describe('the gifts shop in the main menu (issue 40)', () => {
  const origin = 'https://gifts.concernaid.ie';

  it('comes after the configured items', () => {
    const menu = [link('Our work', '/our-work'), link('Donate', '/donate')];
    expect(withGiftsShopLink(menu, origin)).toEqual([...menu, { title: GIFTS_SHOP_MENU_TITLE, url: 'https://gifts.concernaid.ie/', children: [] }]);
    expect(menu).toHaveLength(2); // not changed in place
  });

  it('is not added twice when the settings already link the shop, at any depth', () => {
    const top = [link('Gifts', 'https://gifts.concernaid.ie/category/all-gifts')];
    expect(withGiftsShopLink(top, origin)).toEqual(top);
    const nested = [link('Get involved', '/take-action', [link('Charity gifts', 'https://GIFTS.concernaid.ie/')])];
    expect(withGiftsShopLink(nested, origin)).toEqual(nested);
  });

  it('is added when a link only looks like the shop (another host, a site path)', () => {
    const menu = [link('Gifts', '/gifts'), link('Elsewhere', 'https://concernaid.ie/gifts')];
    expect(withGiftsShopLink(menu, `${origin}/`).at(-1)).toEqual({ title: GIFTS_SHOP_MENU_TITLE, url: 'https://gifts.concernaid.ie/', children: [] });
  });

  it('is left out when the shop has no usable origin', () => {
    expect(withGiftsShopLink([link('Donate', '/donate')], '')).toEqual([link('Donate', '/donate')]);
  });
});

describe('the current emergencies (issue 40)', () => {
  const menus = { header: [link('Our work', '/our-work', [link('Emergencies', '/emergencies')]), link('Donate', '/donate')], footer: [] };

  it('are the emergency banner, then the menu’s emergency links', () => {
    expect(currentEmergencies({ banners: { appeal: banner(), event: null }, menus })).toEqual([
      { title: 'Gaza emergency', url: '/appeal/gaza-emergency' },
      { title: 'Emergencies', url: '/emergencies' },
    ]);
  });

  it('leave out a banner that is not an emergency or not active', () => {
    expect(currentEmergencies({ banners: { appeal: banner({ emergency: false }), event: null }, menus })).toEqual([{ title: 'Emergencies', url: '/emergencies' }]);
    expect(currentEmergencies({ banners: { appeal: banner({ active: false }), event: null }, menus })).toEqual([{ title: 'Emergencies', url: '/emergencies' }]);
  });

  it('name each URL once', () => {
    const same = { header: [link('Emergency appeal', '/appeal/gaza-emergency')], footer: [] };
    expect(currentEmergencies({ banners: { appeal: banner(), event: null }, menus: same })).toEqual([{ title: 'Gaza emergency', url: '/appeal/gaza-emergency' }]);
  });

  it('are none without a banner or a menu link', () => {
    expect(currentEmergencies({ banners: { appeal: null, event: null }, menus: { header: [link('Donate', '/donate')], footer: [] } })).toEqual([]);
  });
});
