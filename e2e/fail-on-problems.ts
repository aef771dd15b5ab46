// Jest setup for every browser test (jest.e2e.config.js, jest.copies.config.js): a page error,
// console error, failed request or same-origin 4xx/5xx that the test did not declare
// (newPage's `expected`) fails the test it happened in.
import { takeProblems } from './browser';

afterEach(() => {
  const seen = takeProblems();
  if (seen.length > 0) {
    throw new Error(`Unexpected problems in the browser (declare expected ones in newPage):\n${seen.join('\n')}`);
  }
});
