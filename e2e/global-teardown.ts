export { teardown as default } from './browser-server';
