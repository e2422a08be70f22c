/**
 * The slow phone of the live-pages issue, shared by the browser tests and the benchmark: 4x CPU
 * slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip (Chrome DevTools Protocol emulation).
 */
import type { CDPSession, Page } from 'playwright-core';

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** The phone's network and CPU. */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await throttleLikeAPhonesNetwork(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

/**
 * The phone's network alone: for a test that holds the scripts back itself, where slowing the CPU would only cost the
 * test machine (Chromium's throttle keeps a core busy for the time it adds).
 */
export async function throttleLikeAPhonesNetwork(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  return cdp;
}
