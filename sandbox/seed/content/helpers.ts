import { img, uuidFor, type ImageName } from '../util';
import type { Block, Country, Image, Link, MetaTag, NodeBundle, NodeEntity, Preset, Teaser, TermRef } from '../types';

// Shared pieces of the content seed: the country context, term references, the node factory
// and the donation blocks. The content itself lives in the sibling files.

/** Everything that differs between the Irish and the British seed. */
export interface Ctx {
  country: Country;
  /** Currency symbol used in texts. */
  cur: '€' | '£';
  /** [emergency appeal, second appeal] */
  appeals: readonly [string, string];
  isGB: boolean;
  /** 'Ireland' | 'the UK' as used in running text. */
  home: string;
  office: { name: string; lines: string[]; phone: string; email: string };
  charityNumber: string;
  /** One sentence on tax relief: Gift Aid in GB, the charitable donation scheme in IE. */
  taxLine: string;
  /** Local supporters' town used in stories about fundraisers. */
  town: string;
}

export function ctxFor(country: Country): Ctx {
  if (country === 'GB') {
    return {
      country,
      cur: '£',
      appeals: ['1090', '167'],
      isGB: true,
      home: 'the UK',
      office: {
        name: 'Concern Aid UK',
        lines: ['Unit 4, 20 Clerkenwell Close', 'London EC1R 0AA', 'United Kingdom'],
        phone: '+44 20 7946 0175',
        email: 'supporters@concernaid.org.uk',
      },
      charityNumber: 'Registered charity no. 1099175 (England and Wales) and SC046175 (Scotland). Company no. 04951175.',
      taxLine:
        'If you are a UK taxpayer, Gift Aid lets us claim an extra 25p from HMRC for every £1 you give, at no cost to you. Just tick the Gift Aid box when you donate.',
      town: 'Manchester',
    };
  }
  return {
    country,
    cur: '€',
    appeals: ['1175', '1176'],
    isGB: false,
    home: 'Ireland',
    office: {
      name: 'Concern Aid',
      lines: ['14 Harcourt Terrace', 'Dublin 2, D02 X285', 'Ireland'],
      phone: '+353 1 555 0175',
      email: 'supporters@concernaid.ie',
    },
    charityNumber: 'Registered Charity Number (RCN) 20011750. CHY 11750. Company no. 611750.',
    taxLine:
      'If you give €250 or more in a year, the charitable donation scheme lets us claim tax back from Revenue on your gift, at no cost to you. We will send you the form.',
    town: 'Galway',
  };
}

/** '€25' / '£25'. */
export function money(c: Ctx, amount: number): string {
  return `${c.cur}${amount}`;
}

// ---- term references ----

export const COUNTRY_LABELS = {
  ethiopia: 'Ethiopia',
  somalia: 'Somalia',
  sudan: 'Sudan',
  malawi: 'Malawi',
  bangladesh: 'Bangladesh',
  haiti: 'Haiti',
  syria: 'Syria',
  kenya: 'Kenya',
} as const;
export type CountryKey = keyof typeof COUNTRY_LABELS;

export function countryRef(key: CountryKey): TermRef {
  return { type: 'country', value: key, label: COUNTRY_LABELS[key] };
}

export const TOPIC_LABELS = {
  water: 'Clean water',
  hunger: 'Hunger and nutrition',
  emergencies: 'Emergencies',
  health: 'Health',
  education: 'Education',
  livelihoods: 'Livelihoods',
  climate: 'Climate',
  'women-and-girls': 'Women and girls',
  fundraising: 'Fundraising',
} as const;
export type TopicKey = keyof typeof TOPIC_LABELS;

export function topic(key: TopicKey): TermRef {
  return { type: 'topic', value: key, label: TOPIC_LABELS[key] };
}

export const THEME_LABELS = {
  'disaster-risk-reduction': 'Disaster risk reduction',
  graduation: 'Graduation',
  innovations: 'Innovations',
  learning: 'Learning',
  'gender-equality': 'Gender equality',
  'conservative-agriculture': 'Conservation agriculture',
  'monitoring-and-evaluation': 'Monitoring and evaluation',
} as const;
export type ThemeKey = keyof typeof THEME_LABELS;

export function theme(key: ThemeKey): TermRef {
  return { type: 'theme', value: key, label: THEME_LABELS[key] };
}

// ---- nodes ----

/** Resolves teasers against the seeded nodes, so no teaser points at a missing page. */
export interface Resolver {
  teaser(url: string): Teaser;
  teasers(title: string | null, urls: string[]): Block;
}

export interface NodeSpec {
  id: string;
  bundle: NodeBundle;
  title: string;
  url: string;
  changed: string;
  summary: string;
  image: Image | null;
  country?: CountryKey | null;
  topics?: TermRef[];
  published?: boolean;
  header_variant?: NodeEntity['header_variant'];
  appeal_id?: string | null;
  file?: { url: string; size: number; mime: string } | null;
  blocks: (r: Resolver) => Block[];
  sidebar?: (r: Resolver) => Block[];
}

function metatags(spec: NodeSpec): MetaTag[] {
  const tags: MetaTag[] = [
    { tag: 'meta', attributes: { name: 'description', content: spec.summary } },
    { tag: 'meta', attributes: { property: 'og:title', content: `${spec.title} | Concern Aid` } },
    { tag: 'meta', attributes: { property: 'og:type', content: spec.bundle === 'news' || spec.bundle === 'story' || spec.bundle === 'press_release' ? 'article' : 'website' } },
  ];
  if (spec.image) tags.push({ tag: 'meta', attributes: { property: 'og:image', content: spec.image.url } });
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: spec.url } });
  if (spec.published === false) tags.push({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  return tags;
}

/** Builds the node entities; teasers are resolved once every spec is known. */
export function buildNodes(c: Ctx, specs: NodeSpec[]): NodeEntity[] {
  const byUrl = new Map(specs.map((s) => [s.url, s]));
  const resolver: Resolver = {
    teaser(url) {
      const s = byUrl.get(url);
      if (!s) throw new Error(`content seed: teaser to unknown path ${url}`);
      return { title: s.title, url: s.url, summary: s.summary, image: s.image, bundle: s.bundle, date: s.changed };
    },
    teasers(title, urls) {
      return { type: 'teasers', title, items: urls.map((u) => resolver.teaser(u)) };
    },
  };
  return specs.map((s) => ({
    entity_type: 'node',
    entity_bundle: s.bundle,
    id: s.id,
    uuid: uuidFor(`node:${c.country}:${s.id}`),
    title: s.title,
    url: s.url,
    changed: s.changed,
    header_variant: s.header_variant ?? null,
    metatags: metatags(s),
    fields: {
      summary: s.summary,
      image: s.image,
      published: s.published ?? true,
      country: s.country ? countryRef(s.country) : null,
      topics: s.topics ?? [],
      blocks: s.blocks(resolver),
      sidebar_blocks: s.sidebar ? s.sidebar(resolver) : [],
      appeal_id: s.appeal_id ?? null,
      ...(s.bundle === 'publication' ? { file: s.file ?? null } : {}),
    },
  }));
}

// ---- block helpers ----

export const text = (html: string): Block => ({ type: 'text', html });
export const quote = (t: string, author: string | null): Block => ({ type: 'quote', text: t, author });
export const picture = (name: ImageName, alt: string, caption: string | null = null): Block => ({ type: 'image', image: img(name, alt), caption });
export const hero = (title: string, subtitle: string | null, image: Image | null, cta: Link | null): Block => ({ type: 'hero', title, subtitle, image, cta });
export const cta = (title: string, body: string | null, links: Link[]): Block => ({ type: 'cta', title, text: body, links });
export const stats = (items: [string, string][]): Block => ({ type: 'stats', items: items.map(([value, label]) => ({ value, label })) });
export const accordion = (items: [string, string][]): Block => ({ type: 'accordion', items: items.map(([title, html]) => ({ title, html })) });
export const gifts = (title: string | null, product_ids: string[]): Block => ({ type: 'gifts_list', title, product_ids });

/** What a gift of a given size achieves, by appeal theme. */
export type DonationTheme = 'emergency' | 'hunger' | 'water' | 'general';

const PRESET_TEXTS: Record<DonationTheme, { single: [string, string, string]; monthly: [string, string, string] }> = {
  emergency: {
    single: [
      '{AMOUNT} could provide a family with a hygiene kit of soap, water purification tablets and sanitary items.',
      '{AMOUNT} could provide emergency food parcels for a family for two weeks.',
      '{AMOUNT} could give a displaced family a tent, blankets and cooking pots.',
    ],
    monthly: [
      '{AMOUNT} a month could deliver safe drinking water to a family in an emergency shelter.',
      '{AMOUNT} a month could keep a mobile health clinic stocked with essential medicines.',
      '{AMOUNT} a month could help us be first on the ground when the next disaster strikes.',
    ],
  },
  hunger: {
    single: [
      '{AMOUNT} could treat a malnourished child with a course of therapeutic food.',
      '{AMOUNT} could give a farming family drought-tolerant seeds and tools for a season.',
      '{AMOUNT} could support a mother through our cash-for-food programme for a month.',
    ],
    monthly: [
      '{AMOUNT} a month could screen children for malnutrition in a remote village every week.',
      '{AMOUNT} a month could help a family grow enough food to last through the lean season.',
      '{AMOUNT} a month could train community health workers to spot hunger early.',
    ],
  },
  water: {
    single: [
      '{AMOUNT} could provide clean water for a family for a year.',
      '{AMOUNT} could repair a broken hand pump so a whole village has safe water again.',
      '{AMOUNT} could help build a latrine and handwashing station for a school.',
    ],
    monthly: [
      '{AMOUNT} a month could keep a community water point running and safe.',
      '{AMOUNT} a month could train local mechanics to maintain water pumps.',
      '{AMOUNT} a month could bring clean water to families who walk hours to collect it.',
    ],
  },
  general: {
    single: [
      '{AMOUNT} could buy a school kit so a child can start their first term.',
      '{AMOUNT} could provide a midwife kit for safe deliveries in a rural clinic.',
      '{AMOUNT} could help a family start a small business and earn their own income.',
    ],
    monthly: [
      '{AMOUNT} a month could help a family work their way out of extreme poverty.',
      '{AMOUNT} a month could keep a child in school with meals and supplies.',
      '{AMOUNT} a month could fund our response wherever the need is greatest.',
    ],
  },
};

const PRESET_IMAGES: Record<DonationTheme, [ImageName, string]> = {
  emergency: ['emergency-tent', 'A family outside an emergency tent'],
  hunger: ['farmer', 'A farmer holding a harvest of sorghum'],
  water: ['water-well', 'Children collecting water at a well'],
  general: ['family', 'A family standing together outside their home'],
};

function presets(themeKey: DonationTheme): { single: Preset[]; monthly: Preset[] } {
  const t = PRESET_TEXTS[themeKey];
  const [imageName, alt] = PRESET_IMAGES[themeKey];
  return {
    single: [
      { amount: 25, amount_to: null, text: t.single[0], image: null },
      { amount: 50, amount_to: 99, text: t.single[1], image: img(imageName, alt) },
      { amount: 100, amount_to: null, text: t.single[2], image: null },
    ],
    monthly: [
      { amount: 10, amount_to: null, text: t.monthly[0], image: null },
      { amount: 21, amount_to: 34, text: t.monthly[1], image: null },
      { amount: 35, amount_to: null, text: t.monthly[2], image: img(imageName, alt) },
    ],
  };
}

export function donation(
  kind: 'donation_hero' | 'donation_inline',
  appealId: string,
  defaultType: 'single' | 'monthly',
  themeKey: DonationTheme,
  options: { askSchoolName?: boolean } = {},
): Block {
  return { type: kind, appeal_id: appealId, default_type: defaultType, presets: presets(themeKey), min_amount: 5, ask_school_name: options.askSchoolName ?? false };
}

export { img };
