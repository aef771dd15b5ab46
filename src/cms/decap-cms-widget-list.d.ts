declare module 'decap-cms-widget-list' {
  import type { ComponentType } from 'react';

  interface ListWidget {
    name: string;
    controlComponent: ComponentType<Record<string, unknown>>;
    previewComponent: ComponentType<Record<string, unknown>>;
    schema: object;
  }
  export const DecapCmsWidgetList: {
    Widget: () => ListWidget;
    controlComponent: ComponentType<Record<string, unknown>>;
    previewComponent: ComponentType<Record<string, unknown>>;
  };
}
