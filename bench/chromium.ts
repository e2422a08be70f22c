/**
 * Debian's Chromium (`apt-get install -y chromium`); no browser is ever downloaded.
 * CHROME_PATH overrides the path.
 */
import { existsSync } from 'node:fs';
import { HOST_RESOLVER_RULES } from './thirdParty';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** `--headless=new` is left to the launcher (Playwright adds its own headless flag). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  HOST_RESOLVER_RULES,
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
}
