import type { Block } from '../types';
import type { ImageName } from '../util';
import { COUNTRY_LABELS, cta, donation, img, stats, text, topic, type CountryKey, type Ctx, type NodeSpec, type TopicKey } from './helpers';
import { EMERGENCY_APPEAL_PATH, HUNGER_APPEAL_PATH } from './appeals-news';

// Country pages (two-column: main blocks and a sidebar of facts and calls to action).

interface CountryData {
  key: CountryKey;
  id: string;
  since: number;
  reached: string;
  staff: string;
  image: [ImageName, string];
  summary: string;
  intro: string;
  programmes: [string, string][];
  topics: TopicKey[];
  related: string[];
  changed: string;
}

const COUNTRIES: CountryData[] = [
  {
    key: 'ethiopia',
    id: '400',
    since: 1984,
    reached: '1.6 million',
    staff: '640',
    image: ['water-well', 'Women collecting water at a communal tap in Amhara, Ethiopia'],
    summary: 'We have worked in Ethiopia since the famine of 1984, on clean water, nutrition, and helping the poorest families build secure livelihoods.',
    intro:
      'Ethiopia has made huge progress against poverty, but recurrent drought, conflict in the north and rising food prices leave millions of people one bad season away from crisis.',
    programmes: [
      ['Clean water and sanitation', 'New and repaired water points, run by community committees, in Amhara, Tigray and the Somali region.'],
      ['Nutrition', 'Screening and treatment of acute malnutrition in 210 health posts, and cooking demonstrations for mothers.'],
      ['Livelihoods', 'Our graduation programme and drought-tolerant seed varieties help families build up savings and assets.'],
    ],
    topics: ['water', 'hunger', 'livelihoods'],
    related: ['/stories/almaz-water-point-ethiopia', '/news/ethiopia-water-points-funded'],
    changed: '2026-10-12T09:00:00+00:00',
  },
  {
    key: 'somalia',
    id: '401',
    since: 1992,
    reached: '980,000',
    staff: '410',
    image: ['clinic', 'A mother and child at a nutrition clinic in Baidoa, Somalia'],
    summary: 'In Somalia we provide health care, nutrition and cash support to families affected by drought, floods and conflict.',
    intro:
      'Decades of conflict and a changing climate have left Somalia with some of the highest rates of child malnutrition in the world. More than three million people are displaced inside the country.',
    programmes: [
      ['Health and nutrition', 'We support 48 clinics and mobile teams in Bay, Gedo and Banadir, with a focus on mothers and young children.'],
      ['Cash transfers', 'Mobile money lets families buy food and water in local markets, which keeps those markets going too.'],
      ['Water', 'Rehabilitated boreholes and water trucking during the worst of the dry season.'],
    ],
    topics: ['health', 'hunger', 'emergencies'],
    related: ['/stories/amina-midwife-somalia', HUNGER_APPEAL_PATH],
    changed: '2026-09-30T09:00:00+00:00',
  },
  {
    key: 'sudan',
    id: '402',
    since: 1985,
    reached: '1.1 million',
    staff: '520',
    image: ['emergency-tent', 'Shelters in a camp for displaced families in White Nile state, Sudan'],
    summary: 'Sudan is facing the world’s largest displacement crisis. We provide water, health care and food to displaced families and the communities hosting them.',
    intro:
      'Since fighting broke out in 2023, more than ten million people have been forced from their homes in Sudan. Famine conditions have been confirmed in several areas and disease spreads quickly in overcrowded camps.',
    programmes: [
      ['Emergency water and sanitation', 'Water trucking, chlorination and latrines in camps in White Nile and South Kordofan.'],
      ['Health', 'Mobile clinics, cholera treatment and malnutrition screening for children under five.'],
      ['Food and cash', 'Food distributions and cash transfers for displaced families and their hosts.'],
    ],
    topics: ['emergencies', 'health', 'water'],
    related: ['/news/sudan-cholera-response'],
    changed: '2026-11-18T15:00:00+00:00',
  },
  {
    key: 'malawi',
    id: '403',
    since: 2002,
    reached: '720,000',
    staff: '230',
    image: ['farmer', 'A farmer inspecting maize in a conservation agriculture plot in Malawi'],
    summary: 'In Malawi we help farming families adapt to a changing climate, recover from floods and work their way out of extreme poverty.',
    intro:
      'Most people in Malawi depend on rain-fed farming. Cyclones, floods and long dry spells have become more frequent, and a single failed harvest can push a family into hunger.',
    programmes: [
      ['Conservation agriculture', 'Minimum tillage, mulching and crop rotation with 38,000 farmers in Balaka, Nsanje and Mangochi.'],
      ['Flood recovery and preparedness', 'Safer housing, early warning committees and emergency stocks in flood-prone districts.'],
      ['Graduation', 'Cash, assets and coaching for the poorest households, evaluated with the University of Malawi.'],
    ],
    topics: ['livelihoods', 'climate'],
    related: ['/stories/chifundo-farming-malawi', '/news/malawi-flood-recovery'],
    changed: '2026-09-15T09:00:00+00:00',
  },
  {
    key: 'bangladesh',
    id: '404',
    since: 1972,
    reached: '2.3 million',
    staff: '380',
    image: ['flood', 'Homes on a char island in the Jamuna river during the monsoon'],
    summary: 'Our first programme began in Bangladesh in 1972. Today we help river island and urban communities prepare for floods and earn a living.',
    intro:
      'Bangladesh is one of the countries most exposed to climate change. Families on the river islands of the north lose land and homes to erosion and floods every year, while Dhaka’s informal settlements keep growing.',
    programmes: [
      ['Disaster risk reduction', 'Raised plinths, flood shelters and forecast-based cash transfers before floods arrive.'],
      ['Urban livelihoods', 'Skills training and safe workplaces for young people in Dhaka’s informal settlements.'],
      ['Water and sanitation', 'Flood-resistant tube wells and latrines on the char islands.'],
    ],
    topics: ['climate', 'emergencies', 'water'],
    related: ['/stories/rahim-flood-early-warning-bangladesh', '/news/bangladesh-monsoon-floods'],
    changed: '2026-08-04T09:00:00+00:00',
  },
  {
    key: 'haiti',
    id: '405',
    since: 1994,
    reached: '410,000',
    staff: '190',
    image: ['classroom', 'Pupils in a rebuilt school in Hinche, Haiti'],
    summary: 'In Haiti we keep children learning, support families displaced by violence and help communities prepare for hurricanes.',
    intro:
      'Armed violence has displaced hundreds of thousands of people in Haiti, and the country is highly exposed to hurricanes and earthquakes. Schools, clinics and markets have all been disrupted.',
    programmes: [
      ['Education', 'School rebuilding, teacher training, school kits and school meals in the Centre and Artibonite departments.'],
      ['Displacement response', 'Cash, hygiene kits and protection services for families displaced from Port-au-Prince.'],
      ['Preparedness', 'Hurricane-resistant shelters and community evacuation plans.'],
    ],
    topics: ['education', 'emergencies'],
    related: ['/stories/jean-school-haiti'],
    changed: '2026-09-02T09:00:00+00:00',
  },
  {
    key: 'syria',
    id: '406',
    since: 2013,
    reached: '860,000',
    staff: '270',
    image: ['emergency-tent', 'A camp for displaced families in north-west Syria in winter'],
    summary: 'In Syria we repair water systems, support families through harsh winters and help communities recover from conflict and the 2023 earthquakes.',
    intro:
      'After more than a decade of conflict and the earthquakes of February 2023, millions of Syrians depend on humanitarian aid. Water networks, homes and farmland have been badly damaged.',
    programmes: [
      ['Water systems', 'Repairs to pumping stations and pipes that bring water to whole towns in the north-west and north-east.'],
      ['Winter support', 'Fuel, blankets and insulated shelters for families in camps.'],
      ['Livelihoods', 'Grants and training so families can restart farms and small businesses.'],
    ],
    topics: ['emergencies', 'water'],
    related: ['/emergencies', EMERGENCY_APPEAL_PATH],
    changed: '2026-02-20T09:00:00+00:00',
  },
  {
    key: 'kenya',
    id: '407',
    since: 2002,
    reached: '650,000',
    staff: '250',
    image: ['goat', 'Goats grazing in Marsabit county, northern Kenya'],
    summary: 'In Kenya we help pastoralist families in the north withstand drought and support families in Nairobi’s informal settlements.',
    intro:
      'The drought that hit northern Kenya between 2020 and 2023 killed millions of livestock, the main source of income for pastoralist families. Recovery is slow and the next drought is never far away.',
    programmes: [
      ['Drought resilience', 'Livestock health, fodder banks and water points in Marsabit and Turkana.'],
      ['Graduation', 'Our graduation programme has supported 4,200 households to leave extreme poverty in Marsabit.'],
      ['Urban nutrition', 'Screening and treatment for malnourished children in Korogocho and Mukuru.'],
    ],
    topics: ['livelihoods', 'hunger', 'climate'],
    related: ['/stories/fatuma-goats-kenya', '/press/new-country-director-kenya'],
    changed: '2026-05-20T09:00:00+00:00',
  },
];

export const COUNTRY_PATHS = COUNTRIES.map((d) => `/countries/${d.key}`);

export function countryNodes(c: Ctx): NodeSpec[] {
  const [, hungerId] = c.appeals;
  return COUNTRIES.map((d) => {
    const name = COUNTRY_LABELS[d.key];
    const extra: Block[] =
      d.key === 'ethiopia'
        ? [
            {
              type: 'embed',
              kind: 'iframe',
              url: 'https://datawrapper.dwcdn.net/Et4Wp/3/',
              title: 'Map of Concern Aid water points in Ethiopia',
            },
            donation('donation_inline', hungerId, 'single', 'water'),
          ]
        : [];
    return {
      id: d.id,
      bundle: 'country',
      title: name,
      url: `/countries/${d.key}`,
      changed: d.changed,
      summary: d.summary,
      image: img(d.image[0], d.image[1]),
      country: d.key,
      topics: d.topics.map(topic),
      blocks: (r) => [
        text(
          `<p>${d.intro}</p>
<h2>Our work in ${name}</h2>
<ul>
${d.programmes.map(([title, body]) => `<li><strong>${title}.</strong> ${body}</li>`).join('\n')}
</ul>`,
        ),
        ...extra,
        r.teasers(`Latest from ${name}`, d.related),
      ],
      sidebar: () => [
        stats([
          [String(d.since), `working in ${name} since`],
          [d.reached, 'people reached last year'],
          [d.staff, 'staff, almost all of them local'],
        ]),
        cta(`Support our work in ${name}`, `A monthly gift from ${c.home} helps us plan ahead and respond fast.`, [
          { label: 'Give monthly', url: '/give-monthly' },
          { label: 'Donate once', url: '/donate' },
        ]),
      ],
    };
  });
}
