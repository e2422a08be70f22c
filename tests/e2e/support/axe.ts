import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.1 A and AA, 2.2 AA (its 24 × 24 px target size), plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

function describe(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
  return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes}`;
}

/** Runs axe on the whole page, frames included, and fails with a readable list of any violation. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map(describe), `axe violations on ${state}`).toEqual([]);
}
