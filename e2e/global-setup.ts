export { setup as default } from './browser-server';
