import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Whether a `popovertarget` button's popover is open: the state the browser exposes for it as "expanded" (such a
 * button carries no `aria-expanded` of its own, which would be invalid HTML).
 */
export async function expectExpanded(invoker: Locator, expanded: boolean): Promise<void> {
  await expect
    .poll(() => invoker.evaluate((button) => (button as HTMLButtonElement).popoverTargetElement?.matches(':popover-open') ?? false))
    .toBe(expanded);
}
