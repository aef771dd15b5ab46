// Stand-in for `use-sync-external-store/shim` (react-i18next's useTranslation imports it; see
// src/node/webpack.ts). The shim exists for React before 18: under React 18 and later its own
// export is React's useSyncExternalStore, so the fallback it ships is dead weight (0.6 KB gzipped).
export { useSyncExternalStore } from 'react';
