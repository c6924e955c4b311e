import type { Block, CategoryEntity, Country, Coupon, Currency, Image, MetaTag, ProductBundle, ProductEntity, ProductFields } from './types';
import { img, uuidFor, type ImageName } from './util';

// The gifts shop's catalogue (CONTRACT §5): products, gift categories and coupons, for both
// countries from one body. IE prices are in EUR, GB prices in GBP; every product carries one
// price in its country's currency. Ids are fixed numeric strings (products 301…, categories
// 401…) because content pages refer to them.

const CURRENCY: Record<Country, Currency> = { IE: 'EUR', GB: 'GBP' };
const SYMBOL: Record<Country, string> = { IE: '€', GB: '£' };

const FAR_FUTURE = '2099-12-31T23:59:59+00:00';
const PAST = '2025-01-31T23:59:59+00:00';

/** Category ids. */
const CAT = {
  all: '401',
  animals: '402',
  education: '403',
  water: '404',
  food: '405',
  health: '406',
  under25: '407',
  corporate: '408',
} as const;
type CategoryKey = Exclude<keyof typeof CAT, 'all' | 'under25'>;

/** Gifts at or below this price (major units, either currency) are also in 'Gifts under 25'. */
const UNDER_LIMIT = 25;

type CardMode = 'both' | 'ecard' | 'postal' | 'none';

interface FreeGiftSpec {
  auto: boolean;
  threshold: number;
  /** '{C}' is replaced with the currency symbol. */
  basket: string;
  enjoy: string;
}

interface ProductSpec {
  id: string;
  bundle: ProductBundle;
  subtype?: ProductFields['subtype'];
  slug: string;
  title: string;
  sku: string;
  /** [EUR for IE, GBP for GB]. For donation and custom-price products: the suggested amount. */
  price: readonly [number, number];
  annotation: string | null;
  short: string;
  /** Paragraphs of the description ('{C}' is replaced with the currency symbol). */
  description: string[];
  action: string;
  image: ImageName;
  alt: string;
  actionImage: ImageName | null;
  actionAlt?: string;
  /** Who the gift helps, for the card texts. */
  who: string;
  categories: CategoryKey[];
  cards: CardMode;
  isNew?: 'future' | 'past';
  bestSeller?: number;
  blocks?: Block[];
  inBundle?: string[];
  landing?: string;
  free?: FreeGiftSpec;
}

const p = (...paragraphs: string[]) => paragraphs;

const PRODUCTS: ProductSpec[] = [
  // ── Ordinary gifts ───────────────────────────────────────────────────────────────────────
  {
    id: '301',
    bundle: 'gift',
    slug: 'goat',
    title: 'Goat',
    sku: 'GIFT-GOAT',
    price: [30, 25],
    annotation: 'Best seller',
    short: 'A healthy goat gives a family milk, manure for their crops and kids to sell.',
    description: p(
      'Chikondi Banda farms a small plot in Machinga district, southern Malawi, and raises her three children on what it yields. After two failed harvests the family was eating one meal a day.',
      'A goat changes that. Its milk adds protein to the children’s diet, its manure feeds the maize field, and within two years it can have four kids, which Chikondi can sell to pay school fees or breed to grow a small herd.',
      'Every goat comes vaccinated, and the family is trained by a local animal health worker in feeding, housing and care.',
    ),
    action: 'Gives a family in Malawi milk, manure for their fields and kids to sell or breed.',
    image: 'goat',
    alt: 'A brown and white goat standing in a farmyard',
    actionImage: 'family',
    actionAlt: 'Chikondi and her children outside their home in Machinga',
    who: 'Chikondi Banda’s family in Machinga, Malawi',
    categories: ['animals', 'food'],
    cards: 'both',
    bestSeller: 100,
    blocks: [
      {
        type: 'stats',
        items: [
          { value: '4', label: 'kids a goat can have in two years' },
          { value: '1 litre', label: 'of milk a day for the children' },
          { value: '2×', label: 'bigger maize harvest with goat manure' },
        ],
      },
      {
        type: 'quote',
        text: 'With the goat’s milk my youngest is strong again, and when the kids are born I will sell one to pay for school.',
        author: 'Chikondi Banda, Machinga, Malawi',
      },
    ],
  },
  {
    id: '302',
    bundle: 'gift',
    slug: 'school-kit',
    title: 'School kit',
    sku: 'GIFT-SCHOOL-KIT',
    price: [15, 12],
    annotation: 'Back to school',
    short: 'Everything a child needs for a year in the classroom: books, pens, a maths set and a bag.',
    description: p(
      'Fatmata is nine and lives in Kenema, eastern Sierra Leone. Her parents want her in school, but after paying fees there is nothing left for exercise books or pencils, and children who arrive without them are often sent home.',
      'A school kit holds ten exercise books, pens, pencils, a ruler, a geometry set and a sturdy schoolbag, bought from local traders and handed out at the start of the school year.',
    ),
    action: 'Keeps a child in Sierra Leone in the classroom for a whole school year.',
    image: 'school-kit',
    alt: 'A schoolbag with exercise books, pencils and a ruler',
    actionImage: 'classroom',
    actionAlt: 'Children writing in exercise books in a classroom in Kenema',
    who: 'Fatmata and her classmates in Kenema, Sierra Leone',
    categories: ['education'],
    cards: 'both',
    bestSeller: 80,
    blocks: [
      {
        type: 'quote',
        text: 'Before, I shared one pencil with my brother. Now I have my own books and I can do my homework every night.',
        author: 'Fatmata, aged 9, Kenema',
      },
    ],
  },
  {
    id: '303',
    bundle: 'gift',
    slug: 'clean-water-for-a-family',
    title: 'Clean water for a family',
    sku: 'GIFT-CLEAN-WATER',
    price: [40, 35],
    annotation: 'Saves a 4-hour walk',
    short: 'Safe water close to home for a family, with jerrycans and hygiene training.',
    description: p(
      'In Wolaita, southern Ethiopia, Tigist Tesfaye used to walk four hours a day to fetch water from a river shared with cattle. Her children were often sick with diarrhoea.',
      'This gift pays a family’s share of a protected spring and water point built with the community, two clean jerrycans and training in safe water storage and handwashing.',
      'With water twenty minutes from home, Tigist has time to farm and her daughters are back in school.',
    ),
    action: 'Brings safe water close to home for a family in Ethiopia.',
    image: 'water-well',
    alt: 'Women filling jerrycans at a water point',
    actionImage: 'family',
    actionAlt: 'The Tesfaye family carrying clean water home',
    who: 'the Tesfaye family in Wolaita, Ethiopia',
    categories: ['water', 'health'],
    cards: 'both',
    bestSeller: 90,
    blocks: [
      {
        type: 'stats',
        items: [
          { value: '4 hours', label: 'saved every day' },
          { value: '20 litres', label: 'of safe water per person per day' },
          { value: '60%', label: 'fewer cases of diarrhoea in the village' },
        ],
      },
    ],
  },
  {
    id: '304',
    bundle: 'gift',
    slug: 'chickens',
    title: 'Chickens',
    sku: 'GIFT-CHICKENS',
    price: [20, 18],
    annotation: 'Feeds a family',
    short: 'Five hens and a rooster: eggs for the children and chicks to sell.',
    description: p(
      'Rahima Begum lives on a river island in Kurigram, northern Bangladesh, where floods wash away crops most years. Chickens can be carried to safety when the water rises.',
      'Your gift gives Rahima five laying hens and a rooster, their vaccinations and training in building a raised coop. The eggs feed her children, and the chicks she sells at the local market bring in a steady income.',
    ),
    action: 'Gives a family in Bangladesh eggs to eat and chicks to sell at market.',
    image: 'chickens',
    alt: 'Hens and a rooster in a village yard',
    actionImage: 'market',
    actionAlt: 'Eggs and chicks for sale at a market in Kurigram',
    who: 'Rahima Begum’s family in Kurigram, Bangladesh',
    categories: ['animals', 'food'],
    cards: 'both',
    bestSeller: 85,
  },
  {
    id: '305',
    bundle: 'gift',
    slug: 'seeds-and-tools',
    title: 'Seeds and tools',
    sku: 'GIFT-SEEDS-TOOLS',
    price: [25, 20],
    annotation: 'Grows a harvest',
    short: 'Maize, bean and okra seeds, a hoe and a watering can for a farming family.',
    description: p(
      'The Jean-Baptiste family farm a hillside plot in the Artibonite valley, Haiti. After the last hurricane they lost their seed stock and had to borrow to eat.',
      'This gift gives them quality maize, bean and okra seed for a full season, a hoe, a machete and a watering can, with advice from a local agronomist on planting for the rains.',
    ),
    action: 'Helps a family in Haiti plant and harvest a full season’s crops.',
    image: 'seeds',
    alt: 'Packets of seeds beside a hoe and a watering can',
    actionImage: 'farmer',
    actionAlt: 'A farmer planting maize in the Artibonite valley',
    who: 'the Jean-Baptiste family in the Artibonite valley, Haiti',
    categories: ['food'],
    cards: 'both',
    bestSeller: 60,
  },
  {
    id: '306',
    bundle: 'gift',
    slug: 'midwife-kit',
    title: 'Midwife kit',
    sku: 'GIFT-MIDWIFE-KIT',
    price: [45, 40],
    annotation: 'Safer births',
    short: 'Sterile equipment so a trained midwife can deliver babies safely.',
    description: p(
      'Hodan is one of only two midwives serving the camps for displaced families around Baidoa, Somalia. She delivers up to thirty babies a month, often by torchlight.',
      'A midwife kit holds sterile gloves, cord clamps, scissors, a delivery mat, a baby-warming blanket, soap and a head torch: enough for dozens of safe deliveries.',
    ),
    action: 'Equips a midwife in Somalia to deliver babies safely.',
    image: 'midwife-kit',
    alt: 'A midwife’s kit with gloves, clamps and a blanket',
    actionImage: 'clinic',
    actionAlt: 'A midwife with a mother and newborn at a clinic in Baidoa',
    who: 'Hodan, a midwife in Baidoa, Somalia, and the mothers she cares for',
    categories: ['health'],
    cards: 'both',
    bestSeller: 70,
    blocks: [
      {
        type: 'text',
        html: '<p>Somalia has one of the highest rates of maternal death in the world. Most women in the Baidoa camps give birth without a skilled attendant. Every kit we supply goes to a midwife trained and supervised by our local health partners.</p>',
      },
    ],
  },
  {
    id: '307',
    bundle: 'gift',
    slug: 'beehive',
    title: 'Beehive',
    sku: 'GIFT-BEEHIVE',
    price: [35, 30],
    annotation: 'Sweet income',
    short: 'A modern beehive and protective suit so a farmer can sell honey.',
    description: p(
      'Abebe Alemu farms in the highlands of Amhara, Ethiopia, where traditional log hives give little honey. A modern box hive can produce three times as much.',
      'This gift gives Abebe a hive, a protective suit, a smoker and training from an experienced beekeeper. The honey sells well in the town market, and the bees pollinate his neighbours’ crops too.',
    ),
    action: 'Gives a farmer in Ethiopia honey to sell and bees to pollinate the crops.',
    image: 'beehive',
    alt: 'A wooden beehive in a flowering field',
    actionImage: 'farmer',
    actionAlt: 'Abebe checking his hive in Amhara',
    who: 'Abebe Alemu in the Amhara highlands, Ethiopia',
    categories: ['animals', 'food'],
    cards: 'both',
    isNew: 'past',
    bestSeller: 40,
  },
  {
    id: '308',
    bundle: 'gift',
    slug: 'trees',
    title: 'Trees for a hillside',
    sku: 'GIFT-TREES',
    price: [10, 9],
    annotation: 'Protects the soil',
    short: 'Twenty seedlings to stop a hillside washing away in the rains.',
    description: p(
      'The hills around Baradères in Nippes, Haiti, have lost almost all their trees. When the rains come, the soil and the crops slide into the valley.',
      'Your gift pays for twenty tree seedlings — mango, cedar and moringa — grown in a community nursery and planted by local farmers along the contours of their fields.',
    ),
    action: 'Plants twenty trees to hold the soil on a farming hillside in Haiti.',
    image: 'trees',
    alt: 'Young trees planted on a hillside',
    actionImage: 'volunteers',
    actionAlt: 'Farmers planting seedlings near Baradères',
    who: 'farming families in Baradères, Haiti',
    categories: ['food'],
    cards: 'ecard',
    bestSeller: 30,
  },
  {
    id: '309',
    bundle: 'gift',
    slug: 'solar-lamp',
    title: 'Solar lamp',
    sku: 'GIFT-SOLAR-LAMP',
    price: [18, 15],
    annotation: 'Homework after dark',
    short: 'A solar lamp so children can study after sunset, without kerosene fumes.',
    description: p(
      'In Turkana, northern Kenya, night falls at seven all year round. Akai Ekiru’s children used to do their homework by a smoky kerosene lamp that cost the family a fifth of their income.',
      'A solar lamp charges during the day and gives six hours of clean light at night. It also charges a phone, so Akai can check livestock prices before she goes to market.',
    ),
    action: 'Lights up a home in Kenya so children can study after dark.',
    image: 'solar-lamp',
    alt: 'A solar lamp glowing on a table',
    actionImage: 'family',
    actionAlt: 'Akai’s children reading by a solar lamp',
    who: 'Akai Ekiru’s family in Turkana, Kenya',
    categories: ['education'],
    cards: 'both',
    bestSeller: 50,
  },
  {
    id: '310',
    bundle: 'gift',
    slug: 'dairy-cow',
    title: 'A dairy cow',
    sku: 'GIFT-DAIRY-COW',
    price: [250, 220],
    annotation: 'Our biggest gift',
    short: 'A dairy cow for a farmers’ cooperative: milk to drink and to sell.',
    description: p(
      'The Ekwendeni dairy cooperative in Mzimba, northern Malawi, brings together forty smallholder families who sell their milk to a shared cooling centre.',
      'Your gift buys an in-calf dairy cow for one member family, with veterinary care for a year. The first calf is passed on to a neighbour, so the gift keeps growing.',
    ),
    action: 'Gives a family in Malawi a cow whose milk is sold through their cooperative.',
    image: 'cow',
    alt: 'A dairy cow grazing',
    actionImage: 'market',
    actionAlt: 'Farmers bringing milk to the cooling centre in Mzimba',
    who: 'the Ekwendeni dairy cooperative in Mzimba, Malawi',
    categories: ['animals', 'food'],
    cards: 'postal',
    bestSeller: 20,
  },
  {
    id: '311',
    bundle: 'gift',
    slug: 'fishing-kit',
    title: 'Fishing kit',
    sku: 'GIFT-FISHING-KIT',
    price: [35, 30],
    annotation: null,
    short: 'Nets, lines and a cool box so a family can fish the wetlands and sell the catch.',
    description: p(
      'For half the year the haor wetlands of Sunamganj, Bangladesh, are under water and farming stops. Abdul Karim’s family used to go hungry until the waters fell.',
      'A fishing kit gives him a gill net, lines and hooks, and an insulated cool box so the catch stays fresh on the way to market. Training covers sustainable fishing, so the wetlands stay stocked.',
    ),
    action: 'Helps a family in Bangladesh earn a living through the flood season.',
    image: 'fishing-kit',
    alt: 'A fishing net, lines and a cool box',
    actionImage: 'flood',
    actionAlt: 'Flooded wetlands in Sunamganj',
    who: 'Abdul Karim’s family in Sunamganj, Bangladesh',
    categories: ['food'],
    cards: 'both',
    bestSeller: 25,
  },
  {
    id: '312',
    bundle: 'gift',
    slug: 'train-a-teacher',
    title: 'Train a teacher',
    sku: 'GIFT-TRAIN-TEACHER',
    price: [60, 50],
    annotation: 'Teaches 40 children',
    short: 'A five-day course in teaching reading and maths for a primary school teacher.',
    description: p(
      'In Kailahun district, Sierra Leone, many primary teachers have never had any training. Classes of sixty children learn by copying from the board, and half leave primary school unable to read.',
      'This gift pays for a teacher to attend a five-day course in phonics, number work and child-centred teaching, with follow-up visits from a mentor through the school year.',
    ),
    action: 'Trains a teacher in Sierra Leone, improving lessons for a whole class.',
    image: 'classroom',
    alt: 'A teacher at the blackboard in front of a class',
    actionImage: 'school-kit',
    actionAlt: 'Teaching materials used in the training course',
    who: 'teachers and pupils in Kailahun, Sierra Leone',
    categories: ['education'],
    cards: 'both',
    bestSeller: 35,
    blocks: [
      {
        type: 'stats',
        items: [
          { value: '40', label: 'children in the average class' },
          { value: '5 days', label: 'of training, then a year of mentoring' },
        ],
      },
    ],
  },
  {
    id: '313',
    bundle: 'gift',
    slug: 'emergency-shelter',
    title: 'Emergency shelter',
    sku: 'GIFT-EMERGENCY-SHELTER',
    price: [75, 65],
    annotation: 'Emergency',
    short: 'A tarpaulin, poles, blankets and a cooking set for a family forced from home.',
    description: p(
      'Drought and conflict have driven thousands of families to the camps around Doolow, Somalia. Many arrive with nothing and sleep in the open.',
      'An emergency shelter kit gives a family a heavy-duty tarpaulin, poles and rope, two blankets, a sleeping mat, a jerrycan and a cooking set — a safe place to sleep from the first night.',
    ),
    action: 'Gives a displaced family in Somalia a roof and the basics from the first night.',
    image: 'emergency-tent',
    alt: 'Emergency shelters in a camp',
    actionImage: 'drought',
    actionAlt: 'Dry land near Doolow after failed rains',
    who: 'displaced families in Doolow, Somalia',
    categories: ['health'],
    cards: 'both',
    isNew: 'past',
    bestSeller: 45,
  },
  {
    id: '314',
    bundle: 'gift',
    slug: 'flood-survival-kit',
    title: 'Flood survival kit',
    sku: 'GIFT-FLOOD-KIT',
    price: [28, 24],
    annotation: null,
    short: 'Water purification tablets, a torch, a radio and waterproof bags for the flood season.',
    description: p(
      'On the char islands of the Jamuna river, Bangladesh, families know the floods will come; what they lack is the means to get through them.',
      'This kit holds water purification tablets, a wind-up torch and radio for early warnings, a first-aid pouch and waterproof bags to keep documents and seed dry. Families also plan, with their neighbours, where to go when the warning comes.',
    ),
    action: 'Helps a family in Bangladesh stay safe and healthy through the floods.',
    image: 'flood',
    alt: 'A village surrounded by flood water',
    actionImage: 'family',
    actionAlt: 'A family on the char islands with their flood kit',
    who: 'families on the Jamuna char islands, Bangladesh',
    categories: ['water', 'health'],
    cards: 'both',
    bestSeller: 15,
  },
  {
    id: '315',
    bundle: 'gift',
    slug: 'drought-resistant-seeds',
    title: 'Drought-resistant seeds',
    sku: 'GIFT-DROUGHT-SEEDS',
    price: [22, 19],
    annotation: 'Grows when rains fail',
    short: 'Sorghum, cowpea and green gram seed that still yields in a dry year.',
    description: p(
      'Four rainy seasons in a row failed in Marsabit, northern Kenya. Maize withered in the fields, and families sold their goats to buy food.',
      'This gift gives a family seed of sorghum, cowpea and green gram — crops that need a fraction of maize’s water — and shows them how to harvest rainwater into small pits around each plant.',
    ),
    action: 'Helps a family in Kenya grow food even when the rains fail.',
    image: 'drought',
    alt: 'Cracked dry earth with young sorghum plants',
    actionImage: 'seeds',
    actionAlt: 'Drought-resistant seed ready for planting',
    who: 'farming families in Marsabit, Kenya',
    categories: ['food'],
    cards: 'both',
    bestSeller: 22,
  },
  {
    id: '316',
    bundle: 'gift',
    slug: 'market-stall',
    title: 'Start a market stall',
    sku: 'GIFT-MARKET-STALL',
    price: [50, 45],
    annotation: 'Starts a business',
    short: 'A stall, scales, starting stock and bookkeeping training for a woman trader.',
    description: p(
      'Aminata Kamara sells vegetables from a cloth on the ground in Bo market, Sierra Leone. When it rains, she packs up and loses the day’s trade.',
      'Your gift gives Aminata a covered stall, a set of scales and her first stock, and a place in a savings group where women learn to keep accounts and lend to each other.',
    ),
    action: 'Helps a woman in Sierra Leone start a business that feeds her family.',
    image: 'market',
    alt: 'A busy vegetable market',
    actionImage: 'family',
    actionAlt: 'Aminata at her new stall in Bo market',
    who: 'Aminata Kamara in Bo, Sierra Leone',
    categories: ['food'],
    cards: 'both',
    bestSeller: 28,
  },
  {
    id: '317',
    bundle: 'gift',
    slug: 'family-health-check',
    title: 'Family health check-ups',
    sku: 'GIFT-HEALTH-CHECK',
    price: [12, 10],
    annotation: null,
    short: 'A mobile clinic visit for a family of five: check-ups, vaccines and malnutrition screening.',
    description: p(
      'The nearest hospital to the mountain villages outside Jérémie, Haiti, is a day’s walk away. Our mobile clinic visits each village once a month.',
      'This gift pays for a family of five to be seen by a nurse: check-ups, childhood vaccinations, screening for malnutrition and referral to hospital when it is needed.',
    ),
    action: 'Brings a nurse to a family in rural Haiti.',
    image: 'clinic',
    alt: 'A nurse examining a child at a mobile clinic',
    actionImage: 'family',
    actionAlt: 'A family waiting at the mobile clinic',
    who: 'families in the villages outside Jérémie, Haiti',
    categories: ['health'],
    cards: 'ecard',
    bestSeller: 18,
  },
  {
    id: '318',
    bundle: 'gift',
    slug: 'water-filter',
    title: 'Household water filter',
    sku: 'GIFT-WATER-FILTER',
    price: [16, 14],
    annotation: null,
    short: 'A ceramic filter that makes a family’s water safe to drink for years.',
    description: p(
      'In Les Cayes, Haiti, most families draw water from shallow wells that flood every hurricane season. Cholera has returned more than once.',
      'A ceramic water filter, made in Haiti, removes the bacteria that cause cholera and diarrhoea. It lasts up to three years and needs no fuel or chemicals.',
    ),
    action: 'Makes drinking water safe for a family in Haiti.',
    image: 'water-well',
    alt: 'A ceramic water filter in a family kitchen',
    actionImage: 'family',
    actionAlt: 'A child drinking filtered water in Les Cayes',
    who: 'a family in Les Cayes, Haiti',
    categories: ['water', 'health'],
    cards: 'both',
    bestSeller: 24,
  },
  {
    id: '319',
    bundle: 'gift',
    slug: 'village-borehole',
    title: 'Share in a village borehole',
    sku: 'GIFT-VILLAGE-BOREHOLE',
    price: [100, 85],
    annotation: 'Water for 500 people',
    short: 'A share in a borehole and hand pump that serves a whole village.',
    description: p(
      'The village of Mbenje in Nsanje, southern Malawi, shares one broken pump between five hundred people. Women queue from before dawn.',
      'Your gift pays a share of drilling a new borehole and fitting a hand pump, and trains a village water committee to collect small fees and keep it working for decades.',
    ),
    action: 'Helps give a village in Malawi a reliable source of clean water.',
    image: 'water-well',
    alt: 'Villagers at a hand pump',
    actionImage: 'volunteers',
    actionAlt: 'The Mbenje water committee at the new pump',
    who: 'the village of Mbenje in Nsanje, Malawi',
    categories: ['water'],
    cards: 'postal',
    bestSeller: 32,
  },
  {
    id: '320',
    bundle: 'gift',
    slug: 'two-goats',
    title: 'Two goats',
    sku: 'GIFT-TWO-GOATS',
    price: [55, 50],
    annotation: 'New',
    short: 'A pair of goats to start a herd for a widow and her children.',
    description: p(
      'Almaz lost her husband three years ago and farms alone in Sidama, Ethiopia, with four children to feed.',
      'Two goats — a breeding pair — let her start a herd. Within three years she can expect eight to ten animals: milk for the children and a savings bank on four legs.',
    ),
    action: 'Starts a goat herd for a widow’s family in Ethiopia.',
    image: 'goat',
    alt: 'Two goats grazing together',
    actionImage: 'family',
    actionAlt: 'Almaz and her children with their goats',
    who: 'Almaz and her children in Sidama, Ethiopia',
    categories: ['animals'],
    cards: 'both',
    isNew: 'future',
    bestSeller: 55,
  },
  {
    id: '321',
    bundle: 'gift',
    slug: 'kitchen-garden',
    title: 'Kitchen garden',
    sku: 'GIFT-KITCHEN-GARDEN',
    price: [30, 26],
    annotation: 'New',
    short: 'Seeds, tools and a drip kit for a vegetable garden that grows all year.',
    description: p(
      'In Gedo, Somalia, families who lost their herds to drought now live on the edge of towns with no land to farm but a small yard.',
      'A kitchen garden kit turns that yard into vegetables: tomato, spinach, onion and pepper seed, hand tools and a simple drip-irrigation bucket that uses a fraction of the water of a watering can.',
    ),
    action: 'Helps a family in Somalia grow fresh vegetables at home.',
    image: 'seeds',
    alt: 'Rows of vegetables in a small garden',
    actionImage: 'farmer',
    actionAlt: 'A woman tending her kitchen garden in Gedo',
    who: 'a family in Gedo, Somalia',
    categories: ['food', 'health'],
    cards: 'both',
    isNew: 'future',
    bestSeller: 38,
  },
  {
    id: '322',
    bundle: 'gift',
    slug: 'train-a-farmer',
    title: 'Train a farmer',
    sku: 'GIFT-TRAIN-FARMER',
    price: [40, 35],
    annotation: null,
    short: 'A season of training in conservation farming that doubles yields.',
    description: p(
      'Farmers in Zomba, Malawi, have ploughed the same fields for generations and watched the soil grow thinner each year.',
      'This gift places a farmer in a season-long field school, learning to mulch, plant without ploughing and rotate crops with legumes. Farmers trained this way often double their maize harvest within two seasons, and teach their neighbours.',
    ),
    action: 'Trains a farmer in Malawi to grow more on the same land.',
    image: 'farmer',
    alt: 'A farmer in a field of maize',
    actionImage: 'volunteers',
    actionAlt: 'A farmer field school in Zomba',
    who: 'farmers in Zomba, Malawi',
    categories: ['food', 'education'],
    cards: 'both',
    bestSeller: 26,
  },
  {
    id: '323',
    bundle: 'gift',
    slug: 'girls-school-year',
    title: 'A year at school for a girl',
    sku: 'GIFT-GIRLS-SCHOOL-YEAR',
    price: [90, 80],
    annotation: 'Changes a life',
    short: 'Uniform, books, sanitary pads and exam fees for a girl’s full school year.',
    description: p(
      'In Afar, Ethiopia, fewer than one girl in five finishes primary school. Many leave when their families cannot afford a uniform, or when they start their periods and have no pads.',
      'This gift covers a girl’s uniform, books and exam fees for a year, a supply of reusable sanitary pads, and a girls’ club where she gets help with homework and support to stay in school.',
    ),
    action: 'Keeps a girl in Ethiopia in school for a full year.',
    image: 'classroom',
    alt: 'Girls in school uniform in a classroom',
    actionImage: 'school-kit',
    actionAlt: 'A girl’s school supplies for the year',
    who: 'a girl in Afar, Ethiopia',
    categories: ['education'],
    cards: 'both',
    bestSeller: 42,
    blocks: [
      {
        type: 'quote',
        text: 'I want to be a doctor. Now I know I can finish school.',
        author: 'Hawa, aged 13, Afar',
      },
    ],
  },
  {
    id: '324',
    bundle: 'gift',
    slug: 'handwashing-station',
    title: 'Handwashing station',
    sku: 'GIFT-HANDWASHING',
    price: [24, 20],
    annotation: 'New',
    short: 'A handwashing station and a term’s soap for a primary school.',
    description: p(
      'At Nyalenda primary school in Kisumu, Kenya, eight hundred pupils shared one tap. Diarrhoea and eye infections kept children at home every week.',
      'Your gift pays for a handwashing station with several taps, soap for a school term and a pupils’ health club that leads handwashing before lunch.',
    ),
    action: 'Helps children at a school in Kenya stay healthy and in class.',
    image: 'water-well',
    alt: 'Children washing their hands at a school tap',
    actionImage: 'classroom',
    actionAlt: 'Pupils of Nyalenda primary school',
    who: 'the pupils of Nyalenda primary school in Kisumu, Kenya',
    categories: ['water', 'health'],
    cards: 'both',
    isNew: 'future',
    bestSeller: 20,
  },

  // ── Donation gifts (donate any amount) ──────────────────────────────────────────────────
  {
    id: '325',
    bundle: 'gift',
    subtype: 'donation',
    slug: 'clean-water-fund',
    title: 'Clean water fund — give any amount',
    sku: 'GIFT-DONATION-WATER',
    price: [20, 20],
    annotation: 'You choose the amount',
    short: 'Give what you like towards wells, pumps and water filters.',
    description: p(
      'Choose your own amount and we will spend it where clean water is needed most: drilling boreholes in Malawi, protecting springs in Ethiopia and fitting water filters in Haiti.',
      'You can still send an e-card to tell someone about the gift you made in their name.',
    ),
    action: 'Funds clean water projects wherever the need is greatest.',
    image: 'water-well',
    alt: 'A child drinking from a hand pump',
    actionImage: 'map',
    actionAlt: 'Map of our water projects',
    who: 'communities in Malawi, Ethiopia and Haiti',
    categories: ['water'],
    cards: 'ecard',
  },
  {
    id: '326',
    bundle: 'gift',
    subtype: 'donation',
    slug: 'education-fund',
    title: 'Education fund — give any amount',
    sku: 'GIFT-DONATION-EDUCATION',
    price: [25, 20],
    annotation: 'You choose the amount',
    short: 'Give what you like towards teachers, classrooms and school supplies.',
    description: p(
      'Choose your own amount to support our education work: training teachers in Sierra Leone, keeping girls in school in Ethiopia and lighting homes for homework in Kenya.',
    ),
    action: 'Funds education projects wherever the need is greatest.',
    image: 'classroom',
    alt: 'Children putting up their hands in class',
    actionImage: 'school-kit',
    actionAlt: 'School supplies ready for distribution',
    who: 'children in Sierra Leone, Ethiopia and Kenya',
    categories: ['education'],
    cards: 'ecard',
  },
  {
    id: '327',
    bundle: 'gift',
    subtype: 'donation',
    slug: 'emergency-fund',
    title: 'Emergency fund — give any amount',
    sku: 'GIFT-DONATION-EMERGENCY',
    price: [50, 40],
    annotation: 'You choose the amount',
    short: 'Give what you like so we can respond the moment disaster strikes.',
    description: p(
      'When floods hit Bangladesh or drought hits Somalia, the first days matter most. Our emergency fund lets teams buy shelter, water and food straight away, without waiting for an appeal.',
    ),
    action: 'Lets us respond to emergencies within hours.',
    image: 'emergency-tent',
    alt: 'Emergency shelters after a flood',
    actionImage: 'flood',
    actionAlt: 'A flooded village in Bangladesh',
    who: 'families hit by floods, drought and conflict',
    categories: ['health'],
    cards: 'both',
  },

  // ── Santa letters ───────────────────────────────────────────────────────────────────────
  {
    id: '328',
    bundle: 'gift_santa_letter',
    slug: 'letter-from-santa',
    title: 'Letter from Santa',
    sku: 'GIFT-SANTA-LETTER',
    price: [10, 8],
    annotation: 'Christmas favourite',
    short: 'A personalised letter from Santa for a child, posted in December.',
    description: p(
      'Santa writes to your child by name, mentions the present they are hoping for and adds a postscript of your choosing. The letter arrives in a red envelope in the second week of December.',
      'Every letter also pays for reading books for a child in Kenema, Sierra Leone, and Santa explains in his letter how the elves helped.',
    ),
    action: 'Delights a child at home and buys reading books for a child in Sierra Leone.',
    image: 'santa-letter',
    alt: 'A letter from Santa in a red envelope',
    actionImage: 'classroom',
    actionAlt: 'Children reading in a classroom in Kenema',
    who: 'children in Kenema, Sierra Leone',
    categories: ['education'],
    cards: 'postal',
    landing: '/gifts-santa',
    bestSeller: 65,
  },
  {
    id: '329',
    bundle: 'gift_santa_letter',
    slug: 'letter-from-santa-with-a-goat',
    title: 'Letter from Santa with a goat',
    sku: 'GIFT-SANTA-GOAT',
    price: [38, 32],
    annotation: 'Christmas special',
    short: 'A personalised letter from Santa, and a goat for a family in Malawi.',
    description: p(
      'Santa writes to your child by name and tells them about the goat his reindeer delivered to a family in Machinga, Malawi, on their behalf.',
      'The goat gives the family milk, manure for their crops and kids to sell. The letter arrives in a red envelope in the second week of December.',
    ),
    action: 'Delights a child at home and gives a family in Malawi a goat.',
    image: 'santa-letter',
    alt: 'A letter from Santa beside a toy goat',
    actionImage: 'goat',
    actionAlt: 'A goat delivered to a family in Machinga',
    who: 'a family in Machinga, Malawi',
    categories: ['animals'],
    cards: 'postal',
    landing: '/gifts-santa',
    bestSeller: 48,
  },

  // ── Corporate gifts ─────────────────────────────────────────────────────────────────────
  {
    id: '330',
    bundle: 'gift_corporate',
    slug: 'goats-for-your-team',
    title: 'Goats for your team',
    sku: 'CORP-GOATS',
    price: [300, 250],
    annotation: 'Corporate favourite',
    short: 'Ten goats for ten families in Malawi, given in your company’s name.',
    description: p(
      'Instead of hampers, give your staff or clients a gift that lasts. Ten goats go to ten families in Machinga, Malawi, each with vaccinations and care training.',
      'We send you a branded e-card to forward and a certificate for your office, with a short report on the families six months later.',
    ),
    action: 'Gives ten families in Malawi a goat each, in your company’s name.',
    image: 'corporate-gift',
    alt: 'A gift certificate with a goat illustration',
    actionImage: 'goat',
    actionAlt: 'Goats delivered to families in Machinga',
    who: 'ten families in Machinga, Malawi',
    categories: ['corporate'],
    cards: 'ecard',
    bestSeller: 30,
  },
  {
    id: '331',
    bundle: 'gift_corporate',
    slug: 'classroom-of-school-kits',
    title: 'A classroom of school kits',
    sku: 'CORP-SCHOOL-KITS',
    price: [450, 390],
    annotation: 'Equips 30 children',
    short: 'School kits for a whole class of thirty children in Sierra Leone.',
    description: p(
      'Your company equips an entire class in Kenema, Sierra Leone, with exercise books, pens, geometry sets and schoolbags for the year.',
      'Share the branded e-card with your team or clients; we report back with photos from the classroom at the end of the first term.',
    ),
    action: 'Equips a whole class in Sierra Leone for the school year.',
    image: 'corporate-gift',
    alt: 'A gift certificate with a school illustration',
    actionImage: 'classroom',
    actionAlt: 'A class in Kenema with their new school kits',
    who: 'a class of thirty children in Kenema, Sierra Leone',
    categories: ['corporate'],
    cards: 'ecard',
    bestSeller: 20,
  },
  {
    id: '332',
    bundle: 'gift_corporate',
    slug: 'clean-water-for-a-village',
    title: 'Clean water for a village',
    sku: 'CORP-VILLAGE-WATER',
    price: [1000, 850],
    annotation: 'Water for 500 people',
    short: 'Your company’s share of a borehole and pump for a village in Malawi.',
    description: p(
      'Fund a major share of a new borehole for the village of Mbenje in Nsanje, Malawi, where five hundred people share one broken pump.',
      'Your company’s name goes on the pump’s plaque, and you receive a branded e-card, a certificate and a report when the water flows.',
    ),
    action: 'Brings clean water to a village in Malawi, in your company’s name.',
    image: 'corporate-gift',
    alt: 'A gift certificate with a water pump illustration',
    actionImage: 'water-well',
    actionAlt: 'The new pump in Mbenje',
    who: 'the village of Mbenje in Nsanje, Malawi',
    categories: ['corporate'],
    cards: 'ecard',
    bestSeller: 10,
  },
  {
    id: '333',
    bundle: 'gift_corporate',
    subtype: 'custom_price',
    slug: 'company-donation',
    title: 'Company gift — you choose the amount',
    sku: 'CORP-CUSTOM-DONATION',
    price: [500, 400],
    annotation: 'You choose the amount',
    short: 'Give any amount in your company’s name and share it with a branded e-card.',
    description: p(
      'Choose the amount your company wants to give this season. We put it to work where it is needed most — water in Ethiopia, schools in Sierra Leone, emergency shelter in Somalia.',
      'You receive a branded e-card to forward to staff and clients and a receipt for your accounts.',
    ),
    action: 'Supports our work wherever the need is greatest, in your company’s name.',
    image: 'corporate-gift',
    alt: 'A corporate gift certificate',
    actionImage: 'map',
    actionAlt: 'Map of the countries where we work',
    who: 'families in Ethiopia, Sierra Leone and Somalia',
    categories: ['corporate'],
    cards: 'ecard',
  },
  {
    id: '334',
    bundle: 'gift_corporate',
    subtype: 'custom_price',
    slug: 'staff-christmas-gift',
    title: 'Staff Christmas gift — you choose the amount',
    sku: 'CORP-CUSTOM-STAFF',
    price: [250, 200],
    annotation: 'For your team',
    short: 'Replace staff presents with a gift in their name, at the amount you choose.',
    description: p(
      'Many companies now give to charity instead of buying staff presents. Choose a total, and we send each member of your team an e-card telling them what their gift has done.',
      'Popular choices are one goat or one school kit per employee — tell us the number and we will suggest an amount.',
    ),
    action: 'Gives a gift in each employee’s name to families in Malawi and Sierra Leone.',
    image: 'corporate-gift',
    alt: 'A Christmas e-card for staff',
    actionImage: 'volunteers',
    actionAlt: 'Volunteers packing school kits',
    who: 'families in Malawi and Sierra Leone',
    categories: ['corporate'],
    cards: 'ecard',
  },

  // ── Free gifts ──────────────────────────────────────────────────────────────────────────
  {
    id: '335',
    bundle: 'gift_free',
    slug: 'free-tree',
    title: 'Free gift: a tree planted in Haiti',
    sku: 'GIFT-FREE-TREE',
    price: [0, 0],
    annotation: 'Free gift',
    short: 'Spend {C}50 or more and we plant a tree in Haiti to say thank you.',
    description: p('When your basket reaches {C}50, we add a tree, planted in your name on a hillside near Baradères, Haiti.'),
    action: 'Plants a tree in Haiti, on us.',
    image: 'free-gift',
    alt: 'A wrapped gift with a tree sapling',
    actionImage: null,
    who: 'farming families in Baradères, Haiti',
    categories: [],
    cards: 'none',
    free: {
      auto: true,
      threshold: 50,
      basket: 'Spend {C}50 or more and we’ll plant a tree in Haiti for free.',
      enjoy: 'Thank you! We’ve added a free tree to your basket — it will be planted in your name in Haiti.',
    },
  },
  {
    id: '336',
    bundle: 'gift_free',
    slug: 'free-school-notebooks',
    title: 'Free gift: school notebooks',
    sku: 'GIFT-FREE-NOTEBOOKS',
    price: [0, 0],
    annotation: 'Free with voucher',
    short: 'Exercise books for a child in Sierra Leone, free with your voucher code.',
    description: p('Your voucher code adds a set of exercise books for a child in Kenema, Sierra Leone, at no cost to you.'),
    action: 'Gives a child in Sierra Leone exercise books, on us.',
    image: 'free-gift',
    alt: 'A wrapped gift with exercise books',
    actionImage: null,
    who: 'a child in Kenema, Sierra Leone',
    categories: [],
    cards: 'none',
    free: {
      auto: false,
      threshold: 0,
      basket: 'Your voucher code adds free school notebooks for a child in Sierra Leone.',
      enjoy: 'Enjoy your free gift! School notebooks are on their way to a child in Kenema.',
    },
  },
  {
    id: '337',
    bundle: 'gift_free',
    slug: 'free-seedlings',
    title: 'Free gift: vegetable seedlings',
    sku: 'GIFT-FREE-SEEDLINGS',
    price: [0, 0],
    annotation: 'Free gift',
    short: 'Spend {C}100 or more and choose vegetable seedlings for a family in Somalia.',
    description: p('Spend {C}100 or more and you can add vegetable seedlings for a family’s kitchen garden in Gedo, Somalia, free of charge.'),
    action: 'Gives a family in Somalia seedlings for their garden, on us.',
    image: 'free-gift',
    alt: 'A wrapped gift with seedlings',
    actionImage: null,
    who: 'a family in Gedo, Somalia',
    categories: [],
    cards: 'none',
    free: {
      auto: false,
      threshold: 100,
      basket: 'Spend {C}100 or more to add free vegetable seedlings for a family in Somalia.',
      enjoy: 'Enjoy your free gift! Seedlings will be planted in a kitchen garden in Gedo.',
    },
  },

  // ── Bundles ─────────────────────────────────────────────────────────────────────────────
  {
    id: '338',
    bundle: 'gifts_bundle',
    slug: 'farm-starter-bundle',
    title: 'Farm starter bundle',
    sku: 'BUNDLE-FARM-STARTER',
    price: [70, 58],
    annotation: 'Save with a bundle',
    short: 'A goat, chickens, and seeds and tools: everything to start a family farm.',
    description: p(
      'Our three most popular farming gifts together, for less. A goat for milk and manure, chickens for eggs, and seeds and tools for a full season’s harvest.',
      'One card tells your recipient about all three gifts.',
    ),
    action: 'Starts a small family farm that can feed a family all year.',
    image: 'gift-bundle',
    alt: 'A goat, chickens and seeds tied with a ribbon',
    actionImage: 'farmer',
    actionAlt: 'A family farm in Malawi',
    who: 'farming families in Malawi, Bangladesh and Haiti',
    categories: ['animals', 'food'],
    cards: 'both',
    inBundle: ['301', '304', '305'],
    bestSeller: 52,
  },
  {
    id: '339',
    bundle: 'gifts_bundle',
    slug: 'back-to-school-bundle',
    title: 'Back to school bundle',
    sku: 'BUNDLE-BACK-TO-SCHOOL',
    price: [85, 70],
    annotation: 'New',
    short: 'A school kit, a solar lamp and teacher training: a better year at school.',
    description: p(
      'Everything a child needs to learn: a school kit for the classroom, a solar lamp for homework after dark, and a trained teacher at the front of the class.',
    ),
    action: 'Gives children in Sierra Leone and Kenya a better year at school.',
    image: 'gift-bundle',
    alt: 'A schoolbag, solar lamp and books tied with a ribbon',
    actionImage: 'classroom',
    actionAlt: 'A classroom in Kailahun',
    who: 'children in Sierra Leone and Kenya',
    categories: ['education'],
    cards: 'both',
    isNew: 'future',
    inBundle: ['302', '309', '312'],
    bestSeller: 33,
  },
  {
    id: '340',
    bundle: 'gifts_bundle',
    slug: 'healthy-family-bundle',
    title: 'Healthy family bundle',
    sku: 'BUNDLE-HEALTHY-FAMILY',
    price: [90, 78],
    annotation: 'Save with a bundle',
    short: 'Clean water, a midwife kit and health check-ups for families.',
    description: p(
      'Three gifts that keep families healthy: clean water close to home in Ethiopia, a midwife kit for safe births in Somalia and mobile clinic check-ups in Haiti.',
    ),
    action: 'Keeps mothers, babies and families healthy in three countries.',
    image: 'gift-bundle',
    alt: 'A water jerrycan, midwife kit and medicine box tied with a ribbon',
    actionImage: 'clinic',
    actionAlt: 'A mobile clinic in Haiti',
    who: 'families in Ethiopia, Somalia and Haiti',
    categories: ['health', 'water'],
    cards: 'both',
    inBundle: ['303', '306', '317'],
    bestSeller: 27,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

function metatags(description: string, image: Image | null, url: string): MetaTag[] {
  const tags: MetaTag[] = [{ tag: 'meta', attributes: { name: 'description', content: description } }];
  if (image) tags.push({ tag: 'meta', attributes: { property: 'og:image', content: image.url } });
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: url } });
  return tags;
}

/** A fixed 'changed' time per entity, spread over a few weeks. */
function changedFor(index: number): string {
  const day = String(1 + (index % 28)).padStart(2, '0');
  const hour = String(8 + (index % 9)).padStart(2, '0');
  return `2025-11-${day}T${hour}:15:00+00:00`;
}

function product(spec: ProductSpec, index: number, country: Country): ProductEntity {
  const sym = SYMBOL[country];
  const sub = (s: string) => s.replace(/\{C\}/g, sym);
  const amount = country === 'IE' ? spec.price[0] : spec.price[1];
  const corporate = spec.bundle === 'gift_corporate';
  const free = spec.bundle === 'gift_free';
  const url = corporate ? `/corporate/${spec.slug}` : `/gifts/${spec.slug}`;
  const image = img(spec.image, spec.alt);
  const ecard = spec.cards === 'both' || spec.cards === 'ecard';
  const postal = spec.cards === 'both' || spec.cards === 'postal';

  const categoryIds: string[] = [];
  if (!free && !corporate) {
    categoryIds.push(CAT.all);
    for (const key of spec.categories) categoryIds.push(CAT[key]);
    if ((spec.subtype ?? null) === null && amount <= UNDER_LIMIT) categoryIds.push(CAT.under25);
  } else {
    for (const key of spec.categories) categoryIds.push(CAT[key]);
  }

  const short = sub(spec.short);
  const fields: ProductFields = {
    subtype: spec.subtype ?? null,
    prices: [{ sku: spec.sku, amount, currency: CURRENCY[country] }],
    new_till: spec.isNew === 'future' ? FAR_FUTURE : spec.isNew === 'past' ? PAST : null,
    image,
    annotation: spec.annotation,
    short_description: short,
    category_ids: categoryIds,
    ecard_active: ecard,
    ecard_description: ecard
      ? corporate
        ? `A branded e-card you can forward to staff, clients or partners, telling them how your company’s gift helps ${spec.who}.`
        : `An e-card sent by email on the day you choose, with the story of how this gift helps ${spec.who}.`
      : null,
    ecard_preview_image: ecard ? img('ecard', `E-card preview: ${spec.title}`) : null,
    postal_card_active: postal,
    postal_description: postal
      ? spec.bundle === 'gift_santa_letter'
        ? `Santa’s letter is posted to you in a red envelope, ready to give by hand, with a note on how it helps ${spec.who}.`
        : `A printed card posted to you within five working days, ready to write in and give by hand, with the story of how this gift helps ${spec.who}.`
      : null,
    postal_image: postal ? img('postal-card', `Printed card: ${spec.title}`) : null,
    weight: index,
    best_seller_weight: spec.bestSeller ?? 0,
    gifts_in_bundle: [...(spec.inBundle ?? [])],
    action_description: spec.action,
    tile_image: img(spec.image, spec.alt),
    action_image: spec.actionImage ? img(spec.actionImage, spec.actionAlt ?? spec.alt) : null,
    description: html(spec.description.map(sub)),
    what_you_get_image: free ? null : postal ? img('postal-card', `The card you receive with ${spec.title}`) : img('ecard', `The e-card you send with ${spec.title}`),
    // Copies, so an edit to one country's seed never reaches the other's.
    blocks: structuredClone(spec.blocks ?? []),
    landing_page_url: spec.landing ?? null,
    automatically_add_to_basket: spec.free?.auto ?? false,
    amount: free ? 0 : null,
    threshold: spec.free?.threshold ?? null,
    basket_message: spec.free ? sub(spec.free.basket) : null,
    enjoy_message: spec.free ? sub(spec.free.enjoy) : null,
  };

  return {
    entity_type: 'commerce_product',
    entity_bundle: spec.bundle,
    id: spec.id,
    uuid: uuidFor(`product:${country}:${spec.id}`),
    title: spec.title,
    url,
    changed: changedFor(index),
    header_variant: null,
    metatags: metatags(`${spec.title}: ${short}`, image, url),
    fields,
  };
}

interface CategorySpec {
  id: string;
  slug: string;
  title: string;
  pageTitle: string;
  description: string;
  image: ImageName;
  color: string | null;
  isAll?: boolean;
  blocks: Block[];
  bottom: Block[];
}

function categorySpecs(country: Country): CategorySpec[] {
  const sym = SYMBOL[country];
  const faq: Block = {
    type: 'accordion',
    items: [
      {
        title: 'How does my gift help?',
        html: '<p>Each gift is a real example of our work. Your money goes to the programme the gift belongs to — water, education, farming or health — so that we can reach as many families as possible.</p>',
      },
      {
        title: 'When will the e-card arrive?',
        html: '<p>You choose the date at checkout. E-cards are sent by email from 8am on that day, local time.</p>',
      },
      {
        title: 'Can I send a printed card?',
        html: '<p>Most gifts come with a printed card, posted to you within five working days so you can give it by hand.</p>',
      },
      {
        title: 'Is there a free gift?',
        html: `<p>Yes: when your basket reaches ${sym}50 we add a tree, planted in Haiti in your name.</p>`,
      },
    ],
  };
  return [
    {
      id: CAT.all,
      slug: 'all-gifts',
      title: 'All gifts',
      pageTitle: 'Charity gifts that change lives',
      description: 'Browse all our charity gifts: goats, school kits, clean water and more, sent as an e-card or a printed card.',
      image: 'family',
      color: null,
      isAll: true,
      blocks: [
        {
          type: 'hero',
          title: 'Gifts that change lives',
          subtitle: 'Give a goat, a school kit or clean water — and a card to tell someone you care.',
          image: img('family', 'A family in Malawi with their goat'),
          cta: { label: 'See our animal gifts', url: '/category/animals' },
        },
        { type: 'gifts_list', title: 'Best sellers', product_ids: ['301', '303', '304', '302'] },
      ],
      bottom: [faq],
    },
    {
      id: CAT.animals,
      slug: 'animals',
      title: 'Animals',
      pageTitle: 'Animal gifts that keep on giving',
      description: 'Goats, chickens, cows and bees: animal gifts that give families food and an income for years.',
      image: 'goat',
      color: '#e5007d',
      blocks: [
        {
          type: 'hero',
          title: 'Animal gifts',
          subtitle: 'Milk, eggs, honey and offspring to sell: animals keep giving long after they arrive.',
          image: img('goat', 'A goat in Machinga, Malawi'),
          cta: null,
        },
      ],
      bottom: [
        {
          type: 'cta',
          title: 'Looking for more ways to help farmers?',
          text: 'Seeds, tools and training help families grow more food.',
          links: [
            { label: 'Food and farming gifts', url: '/category/food-and-farming' },
            { label: 'All gifts', url: '/category/all-gifts' },
          ],
        },
      ],
    },
    {
      id: CAT.education,
      slug: 'education',
      title: 'Education',
      pageTitle: 'Education gifts',
      description: 'School kits, solar lamps and teacher training for children in Sierra Leone, Ethiopia and Kenya.',
      image: 'classroom',
      color: '#0072bc',
      blocks: [
        {
          type: 'text',
          html: '<p>Millions of children start school and never learn to read. Our education gifts pay for the books, light and trained teachers that help them learn.</p>',
        },
      ],
      bottom: [
        {
          type: 'quote',
          text: 'Since our teacher was trained, the children put up their hands instead of copying from the board.',
          author: 'Head teacher, Kailahun, Sierra Leone',
        },
        { type: 'cta', title: 'Ready to check out?', text: null, links: [{ label: 'Go to your basket', url: '/basket' }] },
      ],
    },
    {
      id: CAT.water,
      slug: 'water',
      title: 'Water',
      pageTitle: 'Clean water gifts',
      description: 'Wells, filters and handwashing stations that bring safe water to families in Malawi, Ethiopia, Haiti and Kenya.',
      image: 'water-well',
      color: '#00a1de',
      blocks: [
        {
          type: 'hero',
          title: 'Clean water gifts',
          subtitle: 'Safe water close to home means healthier children and hours saved every day.',
          image: img('water-well', 'Women at a water point in Ethiopia'),
          cta: { label: 'Clean water for a family', url: '/gifts/clean-water-for-a-family' },
        },
      ],
      bottom: [
        {
          type: 'stats',
          items: [
            { value: '120,000', label: 'people reached with clean water last year' },
            { value: '340', label: 'water points built or repaired' },
          ],
        },
      ],
    },
    {
      id: CAT.food,
      slug: 'food-and-farming',
      title: 'Food and farming',
      pageTitle: 'Food and farming gifts',
      description: 'Seeds, tools, training and livestock that help farming families grow more and earn more.',
      image: 'farmer',
      color: '#6ab023',
      blocks: [
        {
          type: 'text',
          html: '<p>Most of the families we work with farm for a living. These gifts help them grow more food on the same land, and sell what they do not eat.</p>',
        },
      ],
      bottom: [
        {
          type: 'accordion',
          items: [
            {
              title: 'Where do the seeds come from?',
              html: '<p>We buy seed from local suppliers, chosen for the local climate, so the money also supports local businesses.</p>',
            },
            {
              title: 'Do farmers get training too?',
              html: '<p>Yes. Every farming gift comes with advice from a local agronomist or animal health worker.</p>',
            },
          ],
        },
      ],
    },
    {
      id: CAT.health,
      slug: 'health',
      title: 'Health',
      pageTitle: 'Health gifts',
      description: 'Midwife kits, mobile clinics and emergency shelter that keep families safe and healthy.',
      image: 'clinic',
      color: '#e2231a',
      blocks: [
        {
          type: 'hero',
          title: 'Health gifts',
          subtitle: 'From safe births in Somalia to mobile clinics in Haiti.',
          image: img('clinic', 'A nurse at a mobile clinic in Haiti'),
          cta: null,
        },
      ],
      bottom: [
        {
          type: 'cta',
          title: 'Give the gift of good health',
          text: 'Clean water is the first step to good health.',
          links: [
            { label: 'Water gifts', url: '/category/water' },
            { label: 'Go to your basket', url: '/basket' },
          ],
        },
      ],
    },
    {
      id: CAT.under25,
      slug: 'under-25',
      title: `Gifts under ${sym}25`,
      pageTitle: `Charity gifts for ${sym}25 or less`,
      description: `Thoughtful charity gifts for ${sym}25 or less: stocking fillers that make a real difference.`,
      image: 'free-gift',
      color: '#f39200',
      blocks: [
        {
          type: 'text',
          html: `<p>Small gifts, big difference. Every gift here costs ${sym}25 or less and comes with an e-card or printed card.</p>`,
        },
      ],
      bottom: [{ type: 'cta', title: 'Spend a little more?', text: null, links: [{ label: 'See all gifts', url: '/category/all-gifts' }] }],
    },
    {
      id: CAT.corporate,
      slug: 'corporate',
      title: 'Corporate',
      pageTitle: 'Corporate gifts',
      description: 'Charity gifts for companies: give to families in need in your company’s name and share it with staff and clients.',
      image: 'corporate-gift',
      color: '#1d1d1b',
      blocks: [
        {
          type: 'hero',
          title: 'Corporate gifts',
          subtitle: 'Replace hampers and staff presents with gifts that change lives.',
          image: img('corporate-gift', 'A corporate gift certificate'),
          cta: { label: 'Choose your own amount', url: '/corporate/company-donation' },
        },
      ],
      bottom: [
        {
          type: 'accordion',
          items: [
            {
              title: 'Can we get an invoice?',
              html: '<p>Yes. After checkout we send a receipt in your company’s name for your accounts.</p>',
            },
            {
              title: 'Can the e-card carry our logo?',
              html: '<p>Corporate e-cards are branded with your company name; contact us to add your logo.</p>',
            },
            {
              title: 'Can we mix corporate and personal gifts?',
              html: '<p>Corporate gifts are checked out on their own. Please place personal gifts in a separate order.</p>',
            },
          ],
        },
      ],
    },
  ];
}

function category(spec: CategorySpec, index: number, country: Country): CategoryEntity {
  const url = `/category/${spec.slug}`;
  return {
    entity_type: 'taxonomy_term',
    entity_bundle: 'gift_category',
    id: spec.id,
    uuid: uuidFor(`category:${country}:${spec.id}`),
    title: spec.title,
    url,
    changed: `2025-10-${String(1 + index).padStart(2, '0')}T10:00:00+00:00`,
    header_variant: null,
    metatags: metatags(spec.description, img(spec.image, spec.title), url),
    fields: {
      page_title: spec.pageTitle,
      blocks: spec.blocks,
      blocks_bottom: spec.bottom,
      weight: index,
      highlighted_color: spec.color,
      is_all: spec.isAll ?? false,
    },
  };
}

/** The free gift the FREEGIFT coupon adds (not added automatically). */
const COUPON_FREE_GIFT_ID = '336';

const COUPONS: Coupon[] = [
  { code: 'WINTER10', expires_at: FAR_FUTURE, offer: { type: 'percentage', percent: 10 }, min_total: null },
  { code: 'SAVE5', expires_at: null, offer: { type: 'fixed', amount: 5 }, min_total: 20 },
  { code: 'FREEGIFT', expires_at: null, offer: { type: 'free_gift', product_id: COUPON_FREE_GIFT_ID }, min_total: null },
  { code: 'SUMMER2025', expires_at: '2025-09-01T00:00:00+00:00', offer: { type: 'percentage', percent: 15 }, min_total: null },
];

export function giftsCatalogue(country: Country): { products: ProductEntity[]; categories: CategoryEntity[]; coupons: Coupon[] } {
  return {
    products: PRODUCTS.map((spec, index) => product(spec, index, country)),
    categories: categorySpecs(country).map((spec, index) => category(spec, index, country)),
    coupons: COUPONS.map((c) => ({ ...c, offer: { ...c.offer } })),
  };
}
