/**
 * Runs in the project's default jsdom environment, as the components that import the client do.
 * jsdom lacks TextEncoder, which ky needs when it loads (see the report on jest/setup-tests.ts); this
 * file supplies it so that it can check the rest: importing the client must not need fetch.
 */
import { TextDecoder, TextEncoder } from 'node:util';

it('can be imported where fetch is missing, and touches nothing until a request is made', () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  expect(typeof globalThis.fetch).toBe('undefined');
  const { httpClient } = require('../client') as typeof import('../client');
  expect(() => httpClient.setAuthorization('Bearer', 'abc')).not.toThrow();
  httpClient.clearAuthorization();
});
