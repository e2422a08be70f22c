/** The words of the privacy choices: the banner, the footer control and the click-to-load cards. */

export const consentBanner = {
  heading: 'Your privacy choices',
  /** `{parties}`: the purposes this build asks about, e.g. 'advertising and embedded content'. */
  intro:
    'This site works fully without any third party. With your permission it also loads {parties}, which may set cookies and learn that you visited. You can change your mind at any time under ‘Privacy choices’ at the foot of every page.',
  policyLink: 'How the site uses your data',
  choose: 'Choose by purpose',
  save: 'Save my choices',
  rejectAll: 'Reject all',
  acceptAll: 'Accept all',
  close: 'Close',
  purposes: {
    advertising: { label: 'Advertising', description: 'Ads in the marked ad spaces, from {hosts}.' },
    embeds: { label: 'Embedded content', description: '{what}, loaded from {hosts}.' },
  },
} as const;

export const privacyChoicesLabel = 'Privacy choices';

export const embedCard = {
  /** `{host}`: the provider's host name. */
  notice: 'This part of the page comes from {host}. Loading it lets {host} see your visit and set cookies.',
  remember: 'Always load embedded content',
  news: { label: 'Load the news feed' },
  contact: { label: 'Load the contact form' },
} as const;

export const videoCard = {
  /** `{title}`: the post's title. */
  play: 'Play the video: {title}',
  notice: 'Plays from YouTube (youtube-nocookie.com) when you press play. Nothing is loaded from YouTube before.',
} as const;
