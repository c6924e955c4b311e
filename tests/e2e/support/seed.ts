// What the sandbox seed holds (sandbox/seed/**), as the end-to-end tests use it. The same
// paths exist for IE and GB; GB differs in currency (£) and appeal ids (1090, 167).

export type Layout = 'centered' | 'two-columns' | 'left-aligned';

/** One published page per node bundle, with the layout SPEC §2 gives its bundle. */
export const PAGE_PER_BUNDLE: { bundle: string; path: string; title: string; layout: Layout }[] = [
  { bundle: 'appeal', path: '/appeal/hunger-crisis', title: 'East Africa hunger crisis', layout: 'centered' },
  { bundle: 'news', path: '/news/sudan-cholera-response', title: 'Cholera response scaled up in Sudan', layout: 'centered' },
  { bundle: 'page', path: '/about-us', title: 'About us', layout: 'centered' },
  { bundle: 'press_release', path: '/press/new-country-director-kenya', title: 'New country director appointed in Kenya', layout: 'centered' },
  { bundle: 'publication', path: '/publications/state-of-hunger-2025', title: 'State of Hunger 2025', layout: 'centered' },
  { bundle: 'story', path: '/stories/rahim-flood-early-warning-bangladesh', title: 'A text message gave Rahim two days to save his herd', layout: 'centered' },
  { bundle: 'country', path: '/countries/somalia', title: 'Somalia', layout: 'two-columns' },
  { bundle: 'regular_giving_upgrades_campaign', path: '/upgrade-your-gift', title: 'Increase your monthly gift', layout: 'two-columns' },
  { bundle: 'section_index_page', path: '/our-work', title: 'Our work', layout: 'two-columns' },
  { bundle: 'standard_info_page', path: '/safeguarding', title: 'Safeguarding', layout: 'two-columns' },
  { bundle: 'publication_landing', path: '/policy-and-research', title: 'Policy and research', layout: 'left-aligned' },
  { bundle: 'knowledge_hub', path: '/knowledge-hub/mobile-cash-transfers', title: 'Mobile cash transfers in emergencies', layout: 'left-aligned' },
];

/** settings.menus.header of the main site: top-level items (those with children open a dropdown). */
export const MAIN_HEADER_MENU: { title: string; url: string; dropdown: boolean }[] = [
  { title: 'Our work', url: '/our-work', dropdown: true },
  { title: 'Stories', url: '/stories', dropdown: false },
  { title: 'News', url: '/news', dropdown: true },
  { title: 'Knowledge hub', url: '/knowledge-hub', dropdown: true },
  { title: 'Get involved', url: '/take-action', dropdown: true },
  { title: 'About us', url: '/about-us', dropdown: false },
  { title: 'Donate', url: '/donate', dropdown: false },
];

/** settings.menus.footer of the main site. */
export const MAIN_FOOTER_MENU: { title: string; url: string }[] = [
  { title: 'Contact us', url: '/contact-us' },
  { title: 'About us', url: '/about-us' },
  { title: 'Press centre', url: '/press' },
  { title: 'Safeguarding', url: '/safeguarding' },
  { title: 'Privacy policy', url: '/privacy-policy' },
  { title: 'Cookie policy', url: '/cookie-policy' },
];

export const GIFTS_FOOTER_MENU: { title: string; url: string }[] = [
  { title: 'Gifts FAQ', url: '/gifts-faq' },
  { title: 'Delivery information', url: '/gifts-delivery' },
  { title: 'Contact us', url: '/contact-us' },
];

export const FRONT_PAGE = { alias: '/home', title: 'Concern Aid: ending extreme poverty, whatever it takes' };
export const GIFTS_HOME = { alias: '/gifts-home', title: 'Concern Aid Gifts: presents that change lives' };

export const EMERGENCY_APPEAL_PATH = '/appeal/gaza-emergency';
export const HUNGER_APPEAL_PATH = '/appeal/hunger-crisis';

/** settings.redirects (main) and the router's own redirects. */
export const MAIN_REDIRECTS = [
  { from: '/about', to: '/about-us', status: 301 },
  { from: '/emergency', to: EMERGENCY_APPEAL_PATH, status: 302 },
];
export const ROUTER_REDIRECTS = [
  { from: '/old-appeal', to: EMERGENCY_APPEAL_PATH, status: 301 },
  { from: '/appeal/winter-appeal', to: HUNGER_APPEAL_PATH, status: 302 },
];
export const GIFTS_REDIRECTS = [
  { from: '/christmas', to: '/category/all-gifts', status: 302 },
  { from: '/delivery', to: '/gifts-delivery', status: 301 },
];

/** The appeal banner of the main site (settings.banners.appeal). */
export const APPEAL_BANNER = { label: 'Gaza emergency', tag: 'Emergency', url: EMERGENCY_APPEAL_PATH };

export const CONSENT_TEXT = {
  vimeo: 'This video is hosted by Vimeo. Playing it sets cookies from Vimeo. Accept to watch.',
  youtube: 'This video is hosted by YouTube. Playing it sets cookies from YouTube (Google). Accept to watch.',
};

export const NOT_FOUND_TEXT = "It looks like you're lost...";
export const SORRY_TEXT = 'Sorry, something went wrong. Please try again, or go back to the homepage.';
