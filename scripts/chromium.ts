/**
 * Debian's Chromium (`apt-get install -y chromium`), shared by the browser tests and the
 * benchmark; no browser is ever downloaded. `CHROMIUM_PATH` overrides the path.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** For a headless run on a machine without a GPU or a network; the launcher adds the headless flag itself. */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}
