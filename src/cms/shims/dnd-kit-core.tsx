// @dnd-kit/core as Decap's widgets import it in /admin (scripts/build-cms.mjs, dndKitPlugin): the
// same module, with a DndContext that speaks the editor's language to screen readers
// (src/cms/drag-words.ts). An `accessibility` prop given by the caller still wins.
import React from 'react';
import { DndContext as BaseDndContext, type DndContextProps } from '@dnd-kit/core';
import { dragAccessibility } from '../drag-words';
import { savedUiLocale } from '../ui-locale';

export * from '@dnd-kit/core';

export function DndContext(props: DndContextProps) {
  return <BaseDndContext accessibility={dragAccessibility(savedUiLocale())} {...props} />;
}
