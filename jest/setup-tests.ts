import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks them and ky needs them as soon as it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
