/** Attributes for a link that opens another site in a new tab without handing it this window. */
export const newTabLinkProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
