/** An ad slot: the network's banner id on desktop and the id that replaces it on phones (spec §9). */
export interface AdSlot {
  readonly desktopId: number;
  readonly mobileId: number;
  /** Reserved before the ad arrives, so nothing below it moves. */
  readonly minHeight: 250 | 600;
}

export const adSlots = {
  leaderboard: { desktopId: 6079445, mobileId: 1452360, minHeight: 250 },
  rectangle: { desktopId: 6079446, mobileId: 1452361, minHeight: 250 },
  skyscraper: { desktopId: 6079448, mobileId: 1452363, minHeight: 600 },
} as const satisfies Record<string, AdSlot>;

/** Every slot shows on desktop; phones get a single banner (spec §2), the `phone` slot. */
export interface AdPlacement {
  readonly slots: readonly [AdSlot, ...AdSlot[]];
  readonly phone: AdSlot;
}

export const adPlacements = {
  landingBand: { slots: [adSlots.leaderboard], phone: adSlots.leaderboard },
  readingsSidebar: { slots: [adSlots.rectangle, adSlots.skyscraper], phone: adSlots.rectangle },
  pageTop: { slots: [adSlots.leaderboard], phone: adSlots.leaderboard },
  /** The tall skyscraper on phones, where the page has ended. */
  pageBottom: { slots: [adSlots.rectangle, adSlots.skyscraper], phone: adSlots.skyscraper },
} as const satisfies Record<string, AdPlacement>;
