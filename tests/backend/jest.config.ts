import type { Config } from 'jest';

/** `npm run test:backend`: tests against the real Postgres scripts/test-backend.ts starts (CONTENT_TEST_DATABASE_URL). */
const config: Config = {
  rootDir: '../..',
  displayName: 'backend',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/backend/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', isolatedModules: true } }],
  },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};

export default config;
