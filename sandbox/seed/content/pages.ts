import { accordion, cta, donation, gifts, hero, img, money, picture, quote, stats, text, topic, type Ctx, type NodeSpec } from './helpers';
import { APPEAL_FAQ, EMERGENCY_APPEAL_PATH, emergencyHero, HUNGER_APPEAL_PATH } from './appeals-news';
import { COUNTRY_PATHS } from './countries';

// The front page, donate, about, campaign pages, section indexes and standard information pages.

function officeHtml(c: Ctx): string {
  return `<p><strong>${c.office.name}</strong><br>${c.office.lines.join('<br>')}</p>
<p>Phone: ${c.office.phone} (Monday to Friday, 9am to 5pm)<br>Email: ${c.office.email}</p>`;
}

export function mainPages(c: Ctx): NodeSpec[] {
  const [emergencyId, hungerId] = c.appeals;
  return [
    {
      id: '101',
      bundle: 'page',
      title: 'Concern Aid: ending extreme poverty, whatever it takes',
      url: '/home',
      changed: '2026-11-20T09:30:00+00:00',
      summary: 'Concern Aid works with the poorest people in the world’s poorest places to end extreme poverty and respond to emergencies.',
      image: img('family', 'A family standing together outside their home in Ethiopia'),
      topics: [],
      blocks: (r) => [
        emergencyHero(c),
        stats([
          ['14.2m', 'people reached in 2025'],
          ['24', 'countries where we work'],
          ['91%', 'of spending goes to programmes'],
        ]),
        r.teasers('Latest stories', ['/stories/almaz-water-point-ethiopia', '/stories/rahim-flood-early-warning-bangladesh', '/stories/fatuma-goats-kenya']),
        donation('donation_inline', hungerId, 'monthly', 'general'),
        {
          type: 'embed',
          kind: 'youtube',
          url: 'https://www.youtube.com/watch?v=Qm3bT9vXk2E',
          title: 'Clean water comes to Almaz’s village (2 minutes)',
        },
        r.teasers('In the news', ['/news/sudan-cholera-response', '/news/malawi-flood-recovery', '/press/concern-aid-responds-to-gaza-crisis']),
        cta('Do more than donate', `Thousands of people in ${c.home} campaign, fundraise and volunteer with us.`, [
          { label: 'Take action', url: '/take-action' },
          { label: 'Give monthly', url: '/give-monthly' },
        ]),
      ],
    },
    {
      id: '102',
      bundle: 'page',
      title: 'Donate',
      url: '/donate',
      changed: '2026-11-01T09:00:00+00:00',
      summary: 'Make a single or monthly donation to Concern Aid and help families in the world’s poorest places.',
      image: img('family', 'A mother and her children outside their home'),
      topics: [],
      appeal_id: emergencyId,
      blocks: () => [
        donation('donation_hero', emergencyId, 'single', 'general'),
        text(
          `<p>Your donation goes where it is needed most: to emergencies like the crisis in Gaza and Sudan, and to long-term programmes that help families grow more food, get clean water and keep their children in school.</p>
<p>${c.taxLine}</p>`,
        ),
        APPEAL_FAQ(c),
        text(`<p>Prefer to give by phone? Call ${c.office.phone}. ${c.charityNumber}</p>`),
      ],
    },
    {
      id: '103',
      bundle: 'page',
      title: 'About us',
      url: '/about-us',
      changed: '2026-02-01T09:00:00+00:00',
      summary: `Concern Aid is an international humanitarian organisation founded in ${c.home === 'Ireland' ? 'Dublin' : 'London'} in 1968, working in 24 of the world’s poorest countries.`,
      image: img('volunteers', 'Concern Aid staff and volunteers at a distribution in Kenya'),
      topics: [],
      blocks: () => [
        text(
          `<p>Concern Aid was founded in 1968 by a group of volunteers responding to famine. Today we have 4,100 staff, more than nine in ten of them from the countries where they work.</p>
<p>We go where the need is greatest and stay for as long as we are needed: responding to emergencies, and then working with communities on the long road out of poverty.</p>
<h2>Our values</h2>
<ul>
<li><strong>The poorest first.</strong> We target the people and places hardest to reach.</li>
<li><strong>Accountability.</strong> To the people we serve and to our supporters.</li>
<li><strong>Learning.</strong> We measure what works and change what does not.</li>
</ul>`,
        ),
        {
          type: 'embed',
          kind: 'vimeo',
          url: 'https://vimeo.com/824512367',
          title: 'Concern Aid: 58 years on the front line (3 minutes)',
        },
        stats([
          ['1968', 'year founded'],
          ['4,100', 'staff worldwide'],
          ['24', 'countries'],
        ]),
        quote('We do not decide for communities what they need. We ask, we listen and then we act, fast.', 'Dominic Hayes, Chief Executive'),
        text(`<p>${c.charityNumber}</p>`),
      ],
    },
    {
      id: '104',
      bundle: 'page',
      title: 'Contact us',
      url: '/contact-us',
      changed: '2026-01-10T09:00:00+00:00',
      summary: `How to reach Concern Aid’s supporter care team in ${c.home}.`,
      image: null,
      topics: [],
      blocks: () => [
        text(`<p>Our supporter care team is happy to help with donations, gifts, fundraising and anything else.</p>${officeHtml(c)}`),
        accordion([
          ['Questions about a gift order', '<p>See our <a href="/gifts-faq">gifts FAQ</a> or call us with your order number.</p>'],
          ['Media enquiries', `<p>Please contact our press office on ${c.office.phone}.</p>`],
          ['Safeguarding concerns', '<p>Read how to <a href="/safeguarding">report a safeguarding concern</a>. Reports can be anonymous.</p>'],
        ]),
      ],
    },
    {
      id: '105',
      bundle: 'page',
      title: 'Act now: fund early action on hunger',
      url: '/take-action',
      changed: '2026-10-20T09:00:00+00:00',
      header_variant: 'activism',
      summary: `Add your name and ask the ${c.isGB ? 'UK government' : 'Irish government'} to fund early action before droughts turn into famines.`,
      image: img('drought', 'A dry riverbed in Somalia'),
      topics: [topic('hunger'), topic('climate')],
      blocks: () => [
        hero('Famine is never a surprise', 'The warnings come months ahead. The money needs to come with them.', img('drought', 'A dry riverbed in Somalia'), null),
        text(
          `<p>Every major famine of the last fifty years was predicted. Acting early costs a fraction of an emergency response and saves lives and livelihoods. Yet most humanitarian money still arrives after people are already starving.</p>
<p>We are asking the ${c.isGB ? 'Foreign Secretary' : 'Minister for Overseas Development Aid'} to commit a fixed share of humanitarian funding to early action by 2027.</p>`,
        ),
        {
          type: 'embed',
          kind: 'twitter',
          url: 'https://twitter.com/ConcernAid/status/1859912345678901234',
          title: 'Concern Aid on X: 25,000 signatures for early action',
        },
        cta('Go further', null, [
          { label: 'Read the State of Hunger report', url: '/publications/state-of-hunger-2025' },
          { label: 'Support the hunger appeal', url: HUNGER_APPEAL_PATH },
        ]),
      ],
    },
  ];
}

export function sectionIndexNodes(c: Ctx): NodeSpec[] {
  const donateSidebar = () => [
    cta('Make a difference today', `${money(c, 21)} a month could help a family work their way out of extreme poverty.`, [
      { label: 'Give monthly', url: '/give-monthly' },
      { label: 'Donate once', url: '/donate' },
    ]),
  ];
  return [
    {
      id: '140',
      bundle: 'section_index_page',
      title: 'Our work',
      url: '/our-work',
      changed: '2026-10-12T10:00:00+00:00',
      summary: 'Where we work and what we do: emergency response, health and nutrition, clean water, livelihoods and education.',
      image: img('map', 'A map of the countries where Concern Aid works'),
      topics: [],
      blocks: (r) => [
        text('<p>We work in 24 countries in Africa, Asia, the Middle East and the Caribbean. Here are some of them.</p>'),
        r.teasers('Countries', COUNTRY_PATHS),
      ],
      sidebar: () => [
        stats([
          ['24', 'countries'],
          ['14.2m', 'people reached in 2025'],
        ]),
        ...donateSidebar(),
      ],
    },
    {
      id: '141',
      bundle: 'section_index_page',
      title: 'Emergencies',
      url: '/emergencies',
      changed: '2026-11-20T10:00:00+00:00',
      summary: 'When disaster strikes, we are on the ground within hours with water, food, shelter and health care.',
      image: img('emergency-tent', 'Emergency shelters after a flood'),
      topics: [topic('emergencies')],
      blocks: (r) => [
        text('<p>We respond to around 80 emergencies a year, from sudden floods and earthquakes to long crises caused by conflict and drought. Our teams are already there when disaster strikes, because we stay for the long term.</p>'),
        r.teasers('Current emergencies', [EMERGENCY_APPEAL_PATH, HUNGER_APPEAL_PATH, '/news/sudan-cholera-response', '/news/bangladesh-monsoon-floods']),
      ],
      sidebar: () => [
        cta('Emergency response fund', 'Gifts to our emergency fund let us respond before the headlines.', [{ label: 'Donate to the emergency appeal', url: EMERGENCY_APPEAL_PATH }]),
      ],
    },
    {
      id: '142',
      bundle: 'section_index_page',
      title: 'Stories',
      url: '/stories',
      changed: '2026-09-01T10:00:00+00:00',
      summary: 'The people we work with, in their own words.',
      image: img('family', 'A family laughing together'),
      topics: [],
      blocks: (r) => [
        r.teasers(null, [
          '/stories/rahim-flood-early-warning-bangladesh',
          '/stories/almaz-water-point-ethiopia',
          '/stories/jean-school-haiti',
          '/stories/fatuma-goats-kenya',
          '/stories/amina-midwife-somalia',
          '/stories/chifundo-farming-malawi',
        ]),
      ],
      sidebar: () => [quote('For the first time, the flood did not take our future.', 'Rahim Uddin, Bangladesh'), ...donateSidebar()],
    },
    {
      id: '143',
      bundle: 'section_index_page',
      title: 'News',
      url: '/news',
      changed: '2026-11-18T15:00:00+00:00',
      summary: 'The latest news from Concern Aid’s programmes and emergency responses.',
      image: img('volunteers', 'Concern Aid staff at work'),
      topics: [],
      blocks: (r) => [
        r.teasers('Latest news', [
          '/news/sudan-cholera-response',
          '/news/malawi-flood-recovery',
          '/news/bangladesh-monsoon-floods',
          '/news/ethiopia-water-points-funded',
        ]),
      ],
      sidebar: (r) => [cta('For journalists', 'Press releases, spokespeople and images.', [{ label: 'Press centre', url: '/press' }]), r.teasers(null, ['/publications'])],
    },
    {
      id: '144',
      bundle: 'section_index_page',
      title: 'Press centre',
      url: '/press',
      changed: '2026-11-19T08:00:00+00:00',
      summary: 'Press releases and media contacts for Concern Aid.',
      image: null,
      topics: [],
      blocks: (r) => [
        r.teasers('Press releases', ['/press/concern-aid-responds-to-gaza-crisis', '/press/annual-report-2025-published', '/press/new-country-director-kenya']),
      ],
      sidebar: () => [
        text(`<h2>Media contact</h2><p>Press office: ${c.office.phone}<br>Out of hours: ${c.isGB ? '+44 7700 900175' : '+353 87 555 0175'}</p>`),
      ],
    },
  ];
}

export function regularGivingNodes(c: Ctx): NodeSpec[] {
  const [, hungerId] = c.appeals;
  return [
    {
      id: '130',
      bundle: 'regular_giving_upgrades_campaign',
      title: 'Give monthly',
      url: '/give-monthly',
      changed: '2026-10-01T09:00:00+00:00',
      header_variant: 'no_navigation',
      summary: 'A monthly gift lets us plan ahead, respond faster and stay with communities for as long as it takes.',
      image: img('farmer', 'A farmer in her field in Malawi'),
      topics: [topic('fundraising')],
      appeal_id: hungerId,
      blocks: () => [
        donation('donation_hero', hungerId, 'monthly', 'general'),
        text(
          `<p>Emergencies make the news, but ending extreme poverty takes years. Monthly gifts are the most reliable support we have: they let us sign multi-year agreements with communities, keep emergency stocks in place and send teams the moment disaster strikes.</p>
<p>You can change or cancel your gift at any time by calling ${c.office.phone}.</p>`,
        ),
      ],
      sidebar: () => [
        quote('I give the price of two coffees a month. Seeing Chifundo’s harvest double made it feel like the best money I spend.', `Orla, monthly supporter since 2019, ${c.town}`),
        stats([
          ['31,000', `monthly supporters in ${c.home}`],
          [money(c, 21), 'average monthly gift'],
        ]),
      ],
    },
    {
      id: '131',
      bundle: 'regular_giving_upgrades_campaign',
      title: 'Increase your monthly gift',
      url: '/upgrade-your-gift',
      changed: '2026-10-05T09:00:00+00:00',
      header_variant: 'no_navigation',
      summary: 'Thank you for giving every month. Could you give a little more this winter, as hunger rises across East Africa?',
      image: img('solar-lamp', 'A child studying by the light of a solar lamp'),
      topics: [topic('fundraising'), topic('hunger')],
      appeal_id: hungerId,
      blocks: () => [
        text(
          `<p>Thank you for being a monthly supporter. Because of people like you, we were able to respond to floods in Bangladesh within 48 hours this summer.</p>
<p>Adding just ${money(c, 5)} a month to your gift could provide therapeutic food for a malnourished child every month of the year.</p>`,
        ),
        donation('donation_inline', hungerId, 'monthly', 'hunger'),
      ],
      sidebar: () => [
        accordion([
          ['Will my payment date change?', '<p>No. Your new amount is taken on the same day as now, from your next payment.</p>'],
          ['Can I go back to my old amount?', `<p>Yes, at any time. Call us on ${c.office.phone}.</p>`],
        ]),
      ],
    },
  ];
}

export function infoPages(c: Ctx): NodeSpec[] {
  const help = () => [
    cta('Need help?', `Call ${c.office.phone} or email ${c.office.email}.`, [{ label: 'Contact us', url: '/contact-us' }]),
  ];
  return [
    {
      id: '120',
      bundle: 'standard_info_page',
      title: 'Privacy policy',
      url: '/privacy-policy',
      changed: '2026-01-05T09:00:00+00:00',
      summary: 'How Concern Aid collects, uses and protects your personal information.',
      image: null,
      topics: [],
      blocks: () => [
        text(
          `<p>We use your personal information to process your donations and orders, to claim ${c.isGB ? 'Gift Aid' : 'tax relief'} where you allow it, and to keep in touch in the ways you have chosen. We never sell or swap your data.</p>
<h2>Your rights</h2>
<p>You can ask to see, correct or delete the information we hold about you at any time. Write to our Data Protection Officer at ${c.office.lines.join(', ')}, or email ${c.office.email}.</p>
<p>Our use of cookies is explained in our <a href="/cookie-policy">cookie policy</a>.</p>`,
        ),
      ],
      sidebar: help,
    },
    {
      id: '121',
      bundle: 'standard_info_page',
      title: 'Ways to give',
      url: '/ways-to-give',
      changed: '2026-04-10T09:00:00+00:00',
      summary: `Single and monthly donations, ${c.isGB ? 'Gift Aid' : 'tax relief'}, gifts in wills, company giving and fundraising.`,
      image: img('volunteers', 'Fundraisers at a charity run'),
      topics: [topic('fundraising')],
      blocks: () => [
        text('<p>There are many ways to support our work. Whichever you choose, thank you.</p>'),
        accordion([
          ['Give once or monthly', '<p>Donate online in a few minutes on our <a href="/donate">donate page</a>, or <a href="/give-monthly">set up a monthly gift</a>.</p>'],
          [c.isGB ? 'Gift Aid' : 'Tax back on donations', `<p>${c.taxLine}</p>`],
          ['Gifts in wills', '<p>A gift in your will, however large or small, can help end extreme poverty for the next generation.</p>'],
          ['Company giving', '<p>Companies can donate, match employee giving or buy corporate gifts for clients and staff.</p>'],
        ]),
      ],
      sidebar: help,
    },
    {
      id: '122',
      bundle: 'standard_info_page',
      title: 'Safeguarding',
      url: '/safeguarding',
      changed: '2026-02-14T09:00:00+00:00',
      summary: 'Our commitment to protect the people we work with from exploitation and abuse, and how to report a concern.',
      image: null,
      topics: [],
      blocks: () => [
        text(
          `<p>Everyone who works for or with Concern Aid must follow our code of conduct, which forbids any form of sexual exploitation, abuse or harassment. Every concern is investigated, and we publish the number of cases each year.</p>
<p>You can report a concern in confidence to safeguarding@${c.office.email.split('@')[1]}. Reports can be anonymous.</p>`,
        ),
      ],
      sidebar: help,
    },
  ];
}

export function giftsPages(c: Ctx): NodeSpec[] {
  const delivery = c.isGB ? 'Royal Mail 2nd class' : 'An Post';
  const help = () => [
    cta('Still have a question?', `Our gifts team is on ${c.office.phone}, Monday to Friday, 9am to 5pm.`, [
      { label: 'Gifts FAQ', url: '/gifts-faq' },
      { label: 'Delivery information', url: '/gifts-delivery' },
    ]),
  ];
  return [
    {
      id: '110',
      bundle: 'page',
      title: 'Concern Aid Gifts: presents that change lives',
      url: '/gifts-home',
      changed: '2026-11-15T09:00:00+00:00',
      summary: 'Buy a goat, a school kit or clean water for a family, and send your loved one a card telling them about their gift.',
      image: img('gift-bundle', 'A bundle of Concern Aid gift cards with a ribbon'),
      topics: [],
      blocks: () => [
        hero('Gifts that change lives', 'A goat for a family in Kenya, a school kit for a child in Haiti. A card for someone you love.', img('goat', 'A goat with a red bow'), {
          label: 'Shop all gifts',
          url: '/category/all-gifts',
        }),
        gifts('Our best sellers', ['301', '303', '302', '304']),
        text(
          `<p>Every Concern Aid gift pays for real, practical help in the countries where we work. You choose a gift and send a card by post or email; the money goes to our programmes where that kind of help is needed most.</p>`,
        ),
        gifts('For the farmers and the mums-to-be', ['305', '306']),
        picture('postal-card', 'A Concern Aid gift card with a goat on the front', 'Every gift comes with a card you can post or email.'),
        cta('Gifts for every occasion', null, [
          { label: 'Animals', url: '/category/animals' },
          { label: 'Under 25', url: '/category/under-25' },
          { label: 'Corporate gifts', url: '/category/corporate' },
          { label: 'Letters from Santa', url: '/gifts/letter-from-santa' },
        ]),
      ],
    },
    {
      id: '111',
      bundle: 'standard_info_page',
      title: 'Gifts FAQ',
      url: '/gifts-faq',
      changed: '2026-10-20T09:00:00+00:00',
      summary: 'Answers to common questions about Concern Aid gifts, cards and orders.',
      image: img('ecard', 'An e-card on a phone screen'),
      topics: [],
      blocks: () => [
        accordion([
          ['Does the person I buy for receive a real goat?', '<p>No. Your gift pays for goats and similar help for families in the countries where we work, and your loved one receives a card telling them about it.</p>'],
          ['Can I send an e-card on a particular day?', '<p>Yes. Choose a date and your e-card will be sent from 8am on that day.</p>'],
          ['Can I use a voucher code?', '<p>Yes. Enter it in your basket before you check out. Only one code can be used per order.</p>'],
          [c.isGB ? 'Can I add Gift Aid to a gift?' : 'Can you claim tax back on gifts?', `<p>${c.taxLine}</p>`],
          ['Can I change my order?', `<p>Call us on ${c.office.phone} as soon as possible and we will do our best before the cards are sent.</p>`],
        ]),
      ],
      sidebar: help,
    },
    {
      id: '112',
      bundle: 'standard_info_page',
      title: 'Delivery information',
      url: '/gifts-delivery',
      changed: '2026-10-20T09:30:00+00:00',
      summary: `When your gift cards will arrive, and the last posting dates for Christmas in ${c.home}.`,
      image: img('postal-card', 'Gift cards in envelopes ready for posting'),
      topics: [],
      blocks: () => [
        text(
          `<p>Printed cards are posted within two working days by ${delivery}, free of charge. E-cards are sent straight away or on the date you choose.</p>
<h2>Christmas posting dates</h2>
<ul>
<li>Order by <strong>15 December</strong> for printed cards to arrive before Christmas.</li>
<li>Order by <strong>10 December</strong> for Santa letters.</li>
<li>E-cards can be ordered right up to Christmas Day.</li>
</ul>`,
        ),
      ],
      sidebar: help,
    },
    {
      id: '113',
      bundle: 'page',
      title: 'A letter from Santa',
      url: '/gifts-santa',
      changed: '2026-11-01T09:00:00+00:00',
      summary: 'A personal letter from Santa for a child you love, and a real gift for a family who needs one.',
      image: img('santa-letter', 'A letter from Santa in an envelope with a red seal'),
      topics: [],
      blocks: () => [
        hero('A letter from Santa', 'Tell Santa the child’s name, the present they hoped for and a line of your own: he writes back.', img('santa-letter', 'A letter from Santa on a snowy night'), {
          label: 'Write to Santa',
          url: '/gifts/letter-from-santa',
        }),
        text(
          `<p>Each letter is printed on festive paper and posted to you to give on the day. Santa thanks the child for being kind this year and tells them about the family his elves have helped with the money you paid.</p>
<p>Order by <strong>10 December</strong> for your letter to arrive before Christmas.</p>`,
        ),
      ],
    },
  ];
}
