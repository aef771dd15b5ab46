import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and ky needs them as soon as it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// waitFor/findBy end at their effect; the 1 s default ran out for a lazily imported chunk when CI
// shared the machine with builds. A test that never sees its effect still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });
