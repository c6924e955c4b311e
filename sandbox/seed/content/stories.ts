import { donation, gifts, img, money, picture, quote, text, theme, topic, type Ctx, type NodeSpec } from './helpers';
import { HUNGER_APPEAL_PATH } from './appeals-news';

// Stories: named (fictional) people, in their own words.

export function storyNodes(c: Ctx): NodeSpec[] {
  const [, hungerId] = c.appeals;
  return [
    {
      id: '300',
      bundle: 'story',
      title: 'Almaz no longer walks five hours for water',
      url: '/stories/almaz-water-point-ethiopia',
      changed: '2026-07-08T10:00:00+00:00',
      summary:
        'For years Almaz Tesfaye spent most of her day fetching water for her family in Amhara. A new water point in her village changed that.',
      image: img('water-well', 'Almaz filling a jerrycan at the new water point in her village'),
      country: 'ethiopia',
      topics: [topic('water'), topic('women-and-girls')],
      blocks: (r) => [
        text(
          `<p>Almaz Tesfaye is 34 and has five children. Until last year, she left home before dawn every day to walk to a river two and a half hours away, and came back carrying 25 litres of water on her back.</p>
<p>The water was muddy and her youngest children were often sick with diarrhoea. Her eldest daughter, Selam, missed school to help.</p>`,
        ),
        quote(
          'Now the tap is beside the church. I fill my jerrycans in the time it takes to boil coffee. Selam is back in school and she wants to be a nurse.',
          'Almaz Tesfaye, Amhara, Ethiopia',
        ),
        text(
          `<p>The water point was built with the community, who chose its location and formed a committee of six people, four of them women, to look after it. Each household pays a small monthly fee that covers repairs.</p>
<p>Almaz now uses the hours she used to spend walking to run a small vegetable garden, watered from the same tap.</p>`,
        ),
        gifts('Give the gift of clean water', ['303']),
        r.teasers('More from Ethiopia', ['/countries/ethiopia', '/news/ethiopia-water-points-funded']),
      ],
    },
    {
      id: '301',
      bundle: 'story',
      title: 'Fatuma’s goats: a way out of extreme poverty',
      url: '/stories/fatuma-goats-kenya',
      changed: '2026-05-19T09:00:00+00:00',
      summary:
        'Through our graduation programme in Marsabit, Fatuma Galgalo turned two goats and some coaching into a thriving small business.',
      image: img('goat', 'Fatuma with her goats outside her home in Marsabit, Kenya'),
      country: 'kenya',
      topics: [topic('livelihoods'), topic('women-and-girls'), theme('graduation')],
      blocks: (r) => [
        text(
          `<p>Three years ago, Fatuma Galgalo's family ate once a day. Her husband had lost his herd in the drought and she was raising six children on what she earned collecting firewood.</p>
<p>Fatuma joined our graduation programme, which gives the poorest families a small monthly cash transfer, an asset such as livestock, a savings group and two years of coaching from a local mentor.</p>`,
        ),
        quote(
          'The first two goats were a gift. The next eight I bought myself. My mentor taught me to sell the milk in town instead of to the trader who came to the village, and that doubled what I earned.',
          'Fatuma Galgalo, Marsabit, Kenya',
        ),
        text(
          `<p>Today Fatuma keeps 14 goats, runs a small kiosk and chairs her village savings group. Her children eat three meals a day and all of them are in school.</p>`,
        ),
        gifts('Gifts that help families like Fatuma’s', ['301', '304']),
        r.teasers(null, ['/knowledge-hub/graduation-approach']),
      ],
    },
    {
      id: '302',
      bundle: 'story',
      title: 'A text message gave Rahim two days to save his herd',
      url: '/stories/rahim-flood-early-warning-bangladesh',
      changed: '2026-08-10T12:00:00+00:00',
      summary:
        'When a flood forecast reached his phone, Rahim Uddin had time to move his cows and family to a raised plinth before the Jamuna burst its banks.',
      image: img('cow', 'Rahim with his cows on a raised earth plinth above the floodwater'),
      country: 'bangladesh',
      topics: [topic('climate'), topic('emergencies'), theme('disaster-risk-reduction')],
      blocks: (r) => [
        text(
          `<p>Rahim Uddin farms rice and keeps three cows on a char island in Kurigram. In past floods he lost everything: his animals drowned and his family spent weeks on the roof of the local school.</p>
<p>This year, a forecast-based warning reached his phone two days before the water rose, together with a mobile money transfer from Concern Aid.</p>`,
        ),
        quote(
          'I used the money to hire a boat and buy fodder. My cows were standing on the plinth when the water came into my house. For the first time, the flood did not take our future.',
          'Rahim Uddin, Kurigram, Bangladesh',
        ),
        r.teasers('Learn more', ['/news/bangladesh-monsoon-floods', '/knowledge-hub/early-warning-systems']),
      ],
    },
    {
      id: '303',
      bundle: 'story',
      title: 'Amina, the midwife who never stops',
      url: '/stories/amina-midwife-somalia',
      changed: '2026-04-02T08:00:00+00:00',
      summary: 'In a drought-hit district of Somalia, midwife Amina Hassan has delivered more than 900 babies at a clinic Concern Aid supports.',
      image: img('midwife-kit', 'Amina unpacking a midwife kit at the clinic in Baidoa'),
      country: 'somalia',
      topics: [topic('health'), topic('women-and-girls')],
      blocks: (r) => [
        text(
          `<p>Amina Hassan trained as a midwife in Mogadishu and came back to Baidoa to work in the clinic where she was born. Many of the women she sees have walked for days from villages emptied by drought.</p>`,
        ),
        quote(
          'A clean delivery kit, a trained pair of hands and a little light: that is often the difference between a mother going home with her baby or not going home at all.',
          'Amina Hassan, midwife, Baidoa, Somalia',
        ),
        text(
          `<p>The clinic now runs day and night, powered by solar panels, and screens every child who comes in for malnutrition. Mothers whose children are at risk leave with therapeutic food and a follow-up appointment.</p>`,
        ),
        gifts('Equip a midwife like Amina', ['306']),
        donation('donation_inline', hungerId, 'single', 'hunger'),
        r.teasers(null, [HUNGER_APPEAL_PATH]),
      ],
    },
    {
      id: '304',
      bundle: 'story',
      title: 'Jean-Baptiste’s first school year',
      url: '/stories/jean-school-haiti',
      changed: '2026-09-01T07:30:00+00:00',
      summary: 'After years out of school, ten-year-old Jean-Baptiste started class in a school rebuilt with Concern Aid support in Haiti’s Centre department.',
      image: img('school-kit', 'Jean-Baptiste holding his new school kit'),
      country: 'haiti',
      topics: [topic('education')],
      blocks: () => [
        text(
          `<p>Jean-Baptiste Pierre is ten. Violence in his neighbourhood of Port-au-Prince forced his family to move to Hinche, and he had not been inside a classroom for two years.</p>
<p>In September he started at a school in Hinche that we helped rebuild, with a school kit, a uniform and a hot lunch every day.</p>`,
        ),
        quote('I like mathematics the best. When I grow up I will build houses that do not fall down.', 'Jean-Baptiste Pierre, aged 10, Hinche, Haiti'),
        picture('classroom', 'Children in a rebuilt classroom in Hinche, Haiti', 'The rebuilt school now teaches 420 children.'),
        gifts('Send a child to school', ['302']),
      ],
    },
    {
      id: '305',
      bundle: 'story',
      title: 'Chifundo’s harvest: farming without ploughing',
      url: '/stories/chifundo-farming-malawi',
      changed: '2026-03-25T10:15:00+00:00',
      summary:
        'By keeping crop residues on her field and planting in small basins, Chifundo Banda doubled her maize harvest in a dry year in Malawi.',
      image: img('farmer', 'Chifundo standing in her maize field in Balaka, Malawi'),
      country: 'malawi',
      topics: [topic('livelihoods'), topic('climate'), theme('conservative-agriculture')],
      blocks: (r) => [
        text(
          `<p>Chifundo Banda farms two acres in Balaka, one of the driest districts in Malawi. For years she ploughed the soil into ridges, as her parents had, and watched the rain run off before it could soak in.</p>
<p>Through our conservation agriculture programme she stopped ploughing, kept last season's stalks on the field as mulch and planted in small basins that catch the rain.</p>`,
        ),
        quote(
          'My neighbours laughed at my untidy field. Then the rains stopped in February, and my maize stayed green while theirs dried. This year they came to me to learn.',
          'Chifundo Banda, Balaka, Malawi',
        ),
        text(`<p>Chifundo harvested 1.9 tonnes of maize, twice her usual yield, and now trains other farmers as a lead farmer in her village. Seeds and tools from supporters in ${c.home} cost ${money(c, 30)} per family.</p>`),
        gifts(null, ['305']),
        r.teasers(null, ['/knowledge-hub/conservation-agriculture-malawi', '/publications/conservation-agriculture-guide']),
      ],
    },
  ];
}
