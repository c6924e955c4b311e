// The consent dialog's own words. SPEC §3 gives settings only the texts per embed kind (the
// dialog lists them under marketing and embeds); everything else is this default.

export const CONSENT_TEXTS = {
  title: 'Your cookie choices',
  intro: 'We use the cookies this site needs to work. With your consent we would also measure how it is used and show videos and posts from other sites. Nothing is measured or shared until you choose.',
  policyLink: 'Read our cookie policy',
  categoriesLegend: 'Cookies we use',
  necessary: { label: 'Strictly necessary', description: 'Always on: your basket, your checkout and these choices.' },
  statistics: { label: 'Statistics', description: 'How the site is used and how fast its pages load.' },
  marketing: {
    label: 'Marketing and embedded content',
    description: 'Our partners’ cookies for appeals on other websites, and videos and posts from YouTube, Vimeo, X and Instagram.',
  },
  embedsSummary: 'What embedded content sets',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Manage choices',
  save: 'Save my choices',
  close: 'Close',
} as const;
