// Small hand-made payloads for unit tests (the contract tests use the sandbox's full seed).

export const image = { url: '/images/goat.png', alt: 'A goat', width: 1200, height: 800 };

/** A donation block's presets as the backend sends them. */
export const donationPresets = {
  single: [
    { amount: 25, amount_to: null, text: '{AMOUNT} could provide clean water for a family for a year.', image: null },
    { amount: 50, amount_to: 99, text: '{AMOUNT} could repair a hand pump.', image },
  ],
  monthly: [{ amount: 10, amount_to: null, text: '{AMOUNT} a month could keep a water point running.', image: null }],
};

export function nodePayload(overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  return {
    entity_type: 'node',
    entity_bundle: 'appeal',
    id: '1175',
    uuid: '0b5e4c1e-4a59-4d0b-9b8e-6f2a2f7f1a11',
    title: 'Gaza emergency',
    url: '/appeal/gaza-emergency',
    changed: '2026-11-20T09:00:00+00:00',
    header_variant: null,
    metatags: [{ tag: 'meta', attributes: { name: 'description', content: 'Help families in Gaza now.' } }],
    fields: {
      summary: 'Families need food, water and shelter.',
      image,
      published: true,
      country: null,
      topics: [{ type: 'topic', value: 'emergencies', label: 'Emergencies' }],
      blocks: [{ type: 'text', html: '<p>Our teams are on the ground.</p>' }],
      sidebar_blocks: [],
      appeal_id: '1175',
      ...fields,
    },
    ...overrides,
  };
}

export function productPayload(overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  return {
    entity_type: 'commerce_product',
    entity_bundle: 'gift',
    id: '301',
    uuid: null,
    title: 'Goat',
    url: '/gifts/goat',
    changed: '2026-11-20T09:00:00+00:00',
    header_variant: null,
    metatags: [],
    fields: {
      subtype: null,
      prices: [{ sku: 'GIFT-GOAT', amount: 30, currency: 'EUR' }],
      new_till: null,
      image,
      annotation: 'Best seller',
      short_description: 'Milk, income and a future.',
      category_ids: ['401'],
      ecard_active: true,
      postal_card_active: true,
      weight: 1,
      best_seller_weight: 10,
      blocks: [],
      ...fields,
    },
    ...overrides,
  };
}

export function categoryPayload(overrides: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  return {
    entity_type: 'taxonomy_term',
    entity_bundle: 'gift_category',
    id: '401',
    title: 'All gifts',
    url: '/category/all-gifts',
    metatags: [],
    fields: { page_title: 'Every gift', blocks: [], blocks_bottom: [], weight: 0, highlighted_color: '#e5007d', is_all: true, ...fields },
    ...overrides,
  };
}
