/** @type {import('jest').Config} */
module.exports = {
  // jest-fixed-jsdom keeps Node's fetch, Request, Response, streams and TextEncoder so msw works in jsdom.
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/styleStub.cjs',
    // jsdom cannot draw on a canvas: charts are drawn by a recorder (src/testing/uplotStub.ts).
    '^uplot$': '<rootDir>/src/testing/uplotStub.ts',
  },
  // Some of msw's dependencies are ESM-only; babel-jest compiles them to CommonJS for Node 20.
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: ['/node_modules/(?!(until-async/|.*\\.mjs$))'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // The machines running these are shared and often loaded; a slow run should not fail a test.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
