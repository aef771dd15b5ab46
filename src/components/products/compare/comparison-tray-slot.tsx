import React, { Suspense, lazy } from 'react';
import { useComparison } from './comparison-store';
import type { Locale } from '../../../i18n/locales';

// The tray's code loads only once a model is picked: most visits never pick one, and the list's
// first-load JS stays within its budget (bench/budget.json).
const ComparisonTray = lazy(() => import('./comparison-tray').then((module) => ({ default: module.ComparisonTray })));

/** Where the comparison tray appears when the visitor has picked models (nothing before). */
export function ComparisonTraySlot({ locale }: { locale: Locale }) {
  const { picked } = useComparison();
  if (!picked.length) return null;
  return (
    <Suspense fallback={null}>
      <ComparisonTray locale={locale} />
    </Suspense>
  );
}
