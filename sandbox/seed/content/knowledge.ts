import { accordion, cta, hero, img, stats, text, theme, topic, type Ctx, type NodeSpec } from './helpers';

// Publications, publication landing pages and the knowledge hub.

function pdf(slug: string, size: number) {
  return { url: `/files/${slug}.pdf`, size, mime: 'application/pdf' };
}

export function publicationNodes(c: Ctx): NodeSpec[] {
  return [
    {
      id: '500',
      bundle: 'publication',
      title: 'Annual report 2025',
      url: '/publications/annual-report-2025',
      changed: '2026-06-30T10:00:00+00:00',
      summary: 'How we spent every donation in 2025, what we achieved in 24 countries and what we learned along the way.',
      image: img('report', 'The cover of the Concern Aid annual report 2025'),
      topics: [theme('monitoring-and-evaluation')],
      file: pdf('annual-report-2025', 4_812_544),
      blocks: () => [
        text(
          `<p>In 2025 Concern Aid reached 14.2 million people in 24 countries. This report sets out where the money came from, how it was spent and the results of our programmes, including where they fell short.</p>
<p>It includes our audited financial statements. ${c.charityNumber}</p>`,
        ),
        stats([
          ['14.2m', 'people reached'],
          ['24', 'countries'],
          ['91%', 'of spending on programmes'],
        ]),
      ],
    },
    {
      id: '501',
      bundle: 'publication',
      title: 'Graduation in Malawi: endline evaluation',
      url: '/publications/graduation-evaluation-malawi',
      changed: '2026-04-15T09:00:00+00:00',
      summary: 'An independent evaluation of our graduation programme in Malawi, three years after households received their last transfer.',
      image: img('market', 'A woman selling vegetables at a market stall in Mangochi, Malawi'),
      country: 'malawi',
      topics: [topic('livelihoods'), theme('graduation'), theme('monitoring-and-evaluation')],
      file: pdf('graduation-evaluation-malawi', 2_203_904),
      blocks: () => [
        text(
          `<p>This randomised evaluation followed 2,400 households in Mangochi and Nsanje. Three years after the programme ended, participating households had 38% higher consumption and twice the savings of the comparison group.</p>
<p>The report also looks at what did not work: gains were smaller for households headed by older people, and livestock losses in the 2024 dry spell hit some families hard.</p>`,
        ),
      ],
    },
    {
      id: '502',
      bundle: 'publication',
      title: 'Conservation agriculture: a field guide for lead farmers',
      url: '/publications/conservation-agriculture-guide',
      changed: '2026-02-10T09:00:00+00:00',
      summary: 'A practical, illustrated guide to minimum tillage, mulching and crop rotation, written with lead farmers in Malawi and Zambia.',
      image: img('seeds', 'Seeds and a hand hoe laid out on mulch'),
      country: 'malawi',
      topics: [topic('climate'), theme('conservative-agriculture')],
      file: pdf('conservation-agriculture-guide', 6_104_320),
      blocks: () => [
        text(
          `<p>The guide covers the three principles of conservation agriculture, how to plan a demonstration plot, and how to manage weeds without ploughing. It is designed to be used in farmer field schools and is available in English, Chichewa and Tonga.</p>`,
        ),
      ],
    },
    {
      id: '503',
      bundle: 'publication',
      title: 'State of Hunger 2025',
      url: '/publications/state-of-hunger-2025',
      changed: '2025-10-16T09:00:00+00:00',
      summary: 'Our yearly analysis of hunger in the countries where we work, and what governments and donors must do about it.',
      image: img('drought', 'A dry field after a failed harvest'),
      topics: [topic('hunger'), theme('learning')],
      file: pdf('state-of-hunger-2025', 3_145_728),
      blocks: () => [
        text(
          `<p>Conflict, climate shocks and the cost of food have reversed a decade of progress against hunger. This report draws on data from our nutrition programmes in 16 countries and sets out five recommendations, starting with funding for early action before droughts turn into famines.</p>`,
        ),
      ],
    },
  ];
}

export function publicationLandingNodes(c: Ctx): NodeSpec[] {
  return [
    {
      id: '520',
      bundle: 'publication_landing',
      title: 'Publications',
      url: '/publications',
      changed: '2026-06-30T11:00:00+00:00',
      summary: 'Annual reports, evaluations, policy briefings and practical guides from Concern Aid.',
      image: img('report', 'A stack of Concern Aid reports'),
      topics: [],
      blocks: (r) => [
        hero('Publications', 'Reports, research and guides from our work', img('report', 'A stack of Concern Aid reports'), null),
        text('<p>We publish what we do, what it costs and what we learn. All our publications are free to download.</p>'),
        r.teasers('Latest publications', [
          '/publications/annual-report-2025',
          '/publications/graduation-evaluation-malawi',
          '/publications/conservation-agriculture-guide',
          '/publications/state-of-hunger-2025',
        ]),
        cta('Looking for evidence and learning?', 'Our knowledge hub gathers what we have learned across all our programmes.', [
          { label: 'Visit the knowledge hub', url: '/knowledge-hub' },
        ]),
      ],
    },
    {
      id: '521',
      bundle: 'publication_landing',
      title: 'Policy and research',
      url: '/policy-and-research',
      changed: '2026-05-05T09:00:00+00:00',
      summary: 'Our research partnerships and policy positions on hunger, climate and humanitarian funding.',
      image: img('map', 'A map of the countries where Concern Aid works'),
      topics: [theme('learning')],
      blocks: (r) => [
        text(
          `<p>We work with universities and research institutes to test which approaches work best for people living in extreme poverty, and we use that evidence to press governments${c.isGB ? ' in Westminster' : ' in Ireland and the European Union'} for better policy.</p>`,
        ),
        r.teasers('Research', ['/publications/graduation-evaluation-malawi', '/knowledge-hub/learning-from-evaluations', '/knowledge-hub/mobile-cash-transfers']),
        accordion([
          ['Humanitarian funding', '<p>We call for flexible, multi-year funding that lets agencies act before a crisis peaks.</p>'],
          ['Climate finance', '<p>The countries least responsible for climate change need support to adapt, as grants rather than loans.</p>'],
        ]),
      ],
    },
  ];
}

export function knowledgeHubNodes(): NodeSpec[] {
  return [
    {
      id: '600',
      bundle: 'knowledge_hub',
      title: 'The graduation approach: how families leave extreme poverty for good',
      url: '/knowledge-hub/graduation-approach',
      changed: '2026-05-12T09:00:00+00:00',
      summary: 'What our graduation programmes in Malawi, Kenya and Ethiopia have taught us about sequencing cash, assets, savings and coaching.',
      image: img('goat', 'A woman receiving goats through a graduation programme'),
      topics: [topic('livelihoods'), theme('graduation'), theme('monitoring-and-evaluation')],
      blocks: (r) => [
        text(
          `<p>The graduation approach combines four things for the very poorest households: a regular cash transfer to meet basic needs, a productive asset, access to savings, and regular coaching over about two years.</p>
<h2>What we have learned</h2>
<ul>
<li>Coaching is the part participants value most, and the easiest to cut when budgets are tight.</li>
<li>Savings groups help gains last after the programme ends.</li>
<li>Women-led households need childcare and flexible meeting times to take part fully.</li>
</ul>`,
        ),
        r.teasers(null, ['/stories/fatuma-goats-kenya', '/publications/graduation-evaluation-malawi']),
      ],
    },
    {
      id: '601',
      bundle: 'knowledge_hub',
      title: 'Early warning, early action: forecast-based cash in Bangladesh',
      url: '/knowledge-hub/early-warning-systems',
      changed: '2026-08-12T09:00:00+00:00',
      summary: 'How flood forecasts and mobile money let us reach families days before the water arrives, and what it costs compared with responding afterwards.',
      image: img('flood', 'A flood gauge on the Jamuna river'),
      country: 'bangladesh',
      topics: [topic('climate'), theme('disaster-risk-reduction'), theme('innovations')],
      blocks: (r) => [
        text(
          `<p>When the Bangladesh Flood Forecasting and Warning Centre predicts the Jamuna will pass a danger level within five days, our system sends a warning and a cash transfer to pre-registered households on the char islands.</p>
<p>Families used the money to move livestock, store food and evacuate older relatives. A survey after the 2026 floods found they were 36% less likely to sell assets at a loss than households reached after the flood.</p>`,
        ),
        stats([
          ['5 days', 'average warning before floodwater arrived'],
          ['6,000', 'households paid in advance'],
          ['36%', 'fewer distress sales of assets'],
        ]),
        r.teasers(null, ['/stories/rahim-flood-early-warning-bangladesh']),
      ],
    },
    {
      id: '602',
      bundle: 'knowledge_hub',
      title: 'Conservation agriculture in Malawi: ten years of results',
      url: '/knowledge-hub/conservation-agriculture-malawi',
      changed: '2026-03-28T09:00:00+00:00',
      summary: 'Yields, soil health and adoption rates from a decade of conservation agriculture with smallholder farmers in southern Malawi.',
      image: img('seeds', 'Maize seedlings growing through mulch'),
      country: 'malawi',
      topics: [topic('climate'), theme('conservative-agriculture'), theme('learning')],
      blocks: (r) => [
        text(
          `<p>Across 38,000 farmers, conservation agriculture plots produced on average 45% more maize than conventional ridged plots in dry years, and about the same in wet years. Adoption was highest where lead farmers hosted demonstration plots in the village.</p>`,
        ),
        r.teasers(null, ['/stories/chifundo-farming-malawi', '/publications/conservation-agriculture-guide']),
      ],
    },
    {
      id: '603',
      bundle: 'knowledge_hub',
      title: 'Putting gender equality at the centre of our programmes',
      url: '/knowledge-hub/gender-equality-programming',
      changed: '2026-03-08T09:00:00+00:00',
      summary: 'How couples’ dialogues, women’s leadership in water committees and safe spaces for girls change who decides and who benefits.',
      image: img('volunteers', 'A women’s savings group meeting'),
      topics: [topic('women-and-girls'), theme('gender-equality')],
      blocks: () => [
        text(
          `<p>Poverty is not gender-neutral. Women and girls in the communities we work with eat last, leave school first and have the least say over household money.</p>
<p>Our programmes now include couples' dialogue sessions, where husbands and wives plan household finances together, and require at least half of every water committee to be women. In Ethiopia, women now chair 61% of the committees we support.</p>`,
        ),
        {
          type: 'quote',
          text: 'Before the dialogue sessions my husband sold our harvest without asking me. Now we sit down together and decide what we keep for the children.',
          author: 'Tigist, participant in Amhara, Ethiopia',
        },
      ],
    },
    {
      id: '604',
      bundle: 'knowledge_hub',
      title: 'Mobile cash transfers in emergencies',
      url: '/knowledge-hub/mobile-cash-transfers',
      changed: '2026-07-22T09:00:00+00:00',
      summary: 'Lessons from paying 140,000 households by mobile money in Somalia, Kenya and Bangladesh: speed, safety and accountability.',
      image: img('market', 'A trader receiving a mobile money payment at a market'),
      topics: [topic('emergencies'), theme('innovations')],
      blocks: () => [
        text(
          `<p>Mobile money lets us reach families within days, in places our trucks cannot go, and lets them choose what they need most. It also keeps local markets alive.</p>
<p>It is not risk-free: we register recipients biometrically only where they consent, run a free complaints hotline in local languages, and check prices weekly so transfers keep pace with inflation.</p>`,
        ),
      ],
    },
    {
      id: '605',
      bundle: 'knowledge_hub',
      title: 'Learning from our evaluations',
      url: '/knowledge-hub/learning-from-evaluations',
      changed: '2026-01-20T09:00:00+00:00',
      summary: 'We publish every independent evaluation, including the disappointing ones. Here is what the last three years of evaluations have told us.',
      image: img('report', 'Evaluation reports on a desk'),
      topics: [theme('learning'), theme('monitoring-and-evaluation')],
      blocks: (r) => [
        text(
          `<p>Between 2023 and 2025 we commissioned 31 independent evaluations. Most found our programmes relevant and effective, but several pointed to the same weaknesses: exit plans written too late, and too little feedback from the people we serve.</p>
<p>We have since introduced community scorecards in every country programme and now publish a management response to each evaluation.</p>`,
        ),
        r.teasers(null, ['/publications/annual-report-2025', '/publications/graduation-evaluation-malawi']),
      ],
    },
  ];
}
