import type { Config } from 'jest';

/**
 * Shared by every project: TypeScript stripped by SWC, many times faster than ts-jest (type checking is
 * `npm run typecheck`'s job). CommonJS, so `jest.mock` still hoists above the imports.
 */
export const SWC_TRANSFORM = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const base = {
  transform: { '^.+\\.tsx?$': ['@swc/jest', SWC_TRANSFORM] },
  moduleNameMapper: {
    '\\.module\\.scss$': 'identity-obj-proxy',
    '\\.(css|scss)$': '<rootDir>/tests/support/emptyModule.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
} satisfies Config;

/** The date tests again in zones far from the machine's (UTC here): a post's date is the day its author wrote, everywhere. */
const DATE_TESTS = ['<rootDir>/tests/features/blog/postDate.tz.test.tsx', '<rootDir>/tests/lib/date.test.ts'];
const OTHER_TIME_ZONES = ['America/Los_Angeles', 'Asia/Kolkata'];

const config: Config = {
  // Jest's default leaves a core idle (one worker on this 2-core machine); the workers share both.
  maxWorkers: '100%',
  projects: [
    {
      ...base,
      displayName: 'unit',
      // jest-fixed-jsdom keeps Node's fetch, streams and URL in jsdom, as RTK Query and MSW need.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupDom.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: [
        '<rootDir>/tests/contract/',
        '<rootDir>/tests/server/',
        '<rootDir>/tests/bench/',
        '<rootDir>/tests/scripts/',
        '<rootDir>/tests/e2e/',
        '<rootDir>/tests/fuzz/',
        '<rootDir>/tests/backend/',
      ],
    },
    ...OTHER_TIME_ZONES.map((timeZone) => ({
      ...base,
      displayName: `unit ${timeZone}`,
      testEnvironment: '<rootDir>/tests/support/timeZoneEnvironment.ts',
      testEnvironmentOptions: { customExportConditions: [''], timeZone },
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupDom.ts'],
      testMatch: DATE_TESTS,
    })),
    {
      ...base,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts', '<rootDir>/tests/scripts/**/*.test.ts?(x)', '<rootDir>/tests/bench/**/*.test.ts'],
    },
    {
      ...base,
      // Property-based tests of everything that reads untrusted input (tests/fuzz/settings.ts).
      displayName: 'fuzz',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/fuzz/**/*.test.ts'],
    },
    {
      ...base,
      // Consumer contracts: all interactions live in one file so one process writes pacts/.
      displayName: 'contract',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/contract/**/*.pact.test.ts'],
    },
  ],
};

export default config;
