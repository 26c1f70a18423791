import Sequencer from '@jest/test-sequencer';

/**
 * The longest suites start first, so none of them is left running alone at the end:
 * scheduled-jobs waits for a real minute boundary, hostile-fuzz sends 10,000 requests. The rest
 * follow in jest's own order (slowest first when it has timings from an earlier run).
 */
const FIRST = ['scheduled-jobs.test.ts', 'hostile-fuzz.test.ts', 'hostile-input.test.ts'];

export default class SuiteOrder extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = FIRST.findIndex((name) => test.path.endsWith(`/${name}`));
      return index === -1 ? FIRST.length : index;
    };
    const rest = super.sort(tests.filter((test) => rank(test) === FIRST.length));
    return [
      ...tests.filter((test) => rank(test) < FIRST.length).sort((a, b) => rank(a) - rank(b)),
      ...rest,
    ];
  }
}
