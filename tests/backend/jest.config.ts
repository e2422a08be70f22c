import type { Config } from 'jest';
import { SWC_TRANSFORM } from '../../jest.config';

/** `npm run test:backend`: tests against the real Postgres scripts/test-backend.ts starts (CONTENT_TEST_DATABASE_URL). */
const config: Config = {
  rootDir: '../..',
  displayName: 'backend',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/backend/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', SWC_TRANSFORM] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
};

export default config;
