// The consent dialog's words under 'Manage choices' (the notice's are in texts.ts): a module of
// their own, so they load with the unfolded part, not with every page.

export const CONSENT_CHOICE_TEXTS = {
  categoriesLegend: 'Cookies we use',
  necessary: { label: 'Strictly necessary', description: 'Always on: your basket, your checkout and these choices.' },
  statistics: { label: 'Statistics', description: 'How the site is used and how fast its pages load.' },
  marketing: {
    label: 'Marketing and embedded content',
    description: 'Our partners’ cookies for appeals on other websites, and videos and posts from YouTube, Vimeo, X and Instagram.',
  },
  embedsSummary: 'What embedded content sets',
  save: 'Save my choices',
} as const;
