import { HEADLESS_CHROMIUM_FLAGS } from '../scripts/chromium';
import { HOST_RESOLVER_RULES } from './thirdParty';

export { assertChromium, CHROMIUM_PATH } from '../scripts/chromium';

/** The shared headless flags, and a resolver that sends every host but loopback nowhere. */
export const CHROMIUM_FLAGS = [...HEADLESS_CHROMIUM_FLAGS, HOST_RESOLVER_RULES];
