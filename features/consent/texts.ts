// The consent dialog's own words. SPEC §3 gives settings only the texts per embed kind (the
// dialog lists them under marketing and embeds); everything else is this default. The words of
// the unfolded choices are in choice-texts.ts: they load only when the panel unfolds.

export const CONSENT_TEXTS = {
  title: 'Your cookie choices',
  intro: 'We use the cookies this site needs to work. With your consent we would also measure how it is used and show videos and posts from other sites. Nothing is measured or shared until you choose.',
  policyLink: 'Read our cookie policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  manage: 'Manage choices',
  close: 'Close',
} as const;
