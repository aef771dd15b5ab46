// The order the browser-test files start in (jest.e2e.config.js testSequencer). Jest starts the
// files it timed slowest on an earlier run first, and on a fresh clone, with no timings yet, the
// largest: the clone CI runs on had the accessibility sweep (111 s, a small file) start last, and
// one worker wait 42 s for it at the end. So the files measured slowest start first, longest
// first (a fresh clone's npm test, seconds): the publish flows (391: `npm run cms` building an
// editor's saves, on one worker beside all the rest), the accessibility sweep (111), imagery (92),
// head hydration (76), the CMS rules (63), the phone layouts (52), the JS budget (47), hydration
// (44) and the CMS (41). The rest keep Jest's order.
const Sequencer = require('@jest/test-sequencer').default;

const longest = [
  'publish.test.ts',
  'accessibility.test.ts',
  'imagery.test.ts',
  'head-hydration.test.ts',
  'cms-rules.test.ts',
  'phone-layout.test.ts',
  'js-budget.test.ts',
  'hydration.test.ts',
  'cms.test.ts',
];

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
module.exports.longest = longest;
