/** Two projects: `unit` (pure logic, no services) and `integration` (real HTTP, MariaDB, Redis, WHMCS sandbox). */
const transform = { '^.+\\.(t|j)sx?$': '<rootDir>/jest/swc-transformer.js' };
// Dependencies go through the transformer too: it compiles the ESM-only ones to CommonJS (see jest/swc-transformer.js).
const transformIgnorePatterns = [];

module.exports = {
  // Integration suites boot the application and its database; hooks share this limit.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      // The alias frontend/vite.config.ts gives Chakra's individual theme modules.
      moduleNameMapper: {
        '^@chakra-theme/(.*)$': '<rootDir>/node_modules/@chakra-ui/react/dist/esm/theme/$1',
        // As the editor's bundler and the backend's tests read it: its sources, never a stale build.
        '^@blog/writing-analysis$': '<rootDir>/packages/writing-analysis/src/index.ts',
      },
      testMatch: [
        '<rootDir>/backend/src/**/*.spec.ts',
        '<rootDir>/tools/whmcs-sandbox/src/**/*.spec.ts',
        '<rootDir>/packages/*/src/**/*.spec.ts',
        '<rootDir>/frontend/src/**/*.spec.ts',
        '<rootDir>/frontend/src/**/*.spec.tsx',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/backend/test/**/*.e2e-spec.ts', '<rootDir>/tools/whmcs-sandbox/test/**/*.e2e-spec.ts'],
      moduleNameMapper: { '^@blog/writing-analysis$': '<rootDir>/packages/writing-analysis/src/index.ts' },
      setupFiles: ['<rootDir>/backend/test/support/setup-env.ts'],
    },
  ],
};
