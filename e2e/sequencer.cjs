// The order the browser-test files start in (jest.e2e.config.js testSequencer). Jest starts the
// files it timed slowest on an earlier run first, and on a fresh clone, with no timings yet, the
// largest. The publish flows (e2e/publish.test.ts: `npm run cms` building an editor's saves) take
// several minutes on one worker, most of the run: started first, they run beside all the other
// files instead of last with a worker idle. The rest keep Jest's order.
const Sequencer = require('@jest/test-sequencer').default;

const longest = ['publish.test.ts'];

/** @param {import('@jest/test-result').Test} test */
const rank = (test) => {
  const index = longest.findIndex((name) => test.path.endsWith(`/${name}`));
  return index === -1 ? longest.length : index;
};

class LongestFirst extends Sequencer {
  /**
   * @override
   * @param {import('@jest/test-result').Test[]} tests
   */
  async sort(tests) {
    const sorted = await super.sort(tests);
    // Array.prototype.sort is stable: files outside the list keep Jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
