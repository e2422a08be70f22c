import type { Config } from 'jest';

/** Shared by both projects: TypeScript through ts-jest (type checking is `npm run typecheck`'s job). */
const base = {
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node10', isolatedModules: true } }],
  },
  moduleNameMapper: {
    '\\.module\\.scss$': 'identity-obj-proxy',
    '\\.(css|scss)$': '<rootDir>/tests/support/emptyModule.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
} satisfies Config;

const config: Config = {
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
        '<rootDir>/tests/scripts/',
        '<rootDir>/tests/e2e/',
        '<rootDir>/tests/fuzz/',
        '<rootDir>/tests/backend/',
      ],
    },
    {
      ...base,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts', '<rootDir>/tests/scripts/**/*.test.ts?(x)'],
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
