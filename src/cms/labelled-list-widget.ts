import { DecapCmsWidgetList } from 'decap-cms-widget-list';
import { type ImmutableLike, withOptionLabels } from './list-summary';

const ListControl = DecapCmsWidgetList.controlComponent as unknown as new (props: object) => {
  props: { field: ImmutableLike };
  objectLabel(item: unknown): string;
};

/** Decap's list control, whose collapsed items name select values by their labels. */
class LabelledListControl extends ListControl {
  override objectLabel(item: unknown): string {
    return super.objectLabel(withOptionLabels(this.props.field, item));
  }
}

/** Decap's list widget with labelled summaries, to register in place of the built-in one. */
export const labelledListWidget = { ...DecapCmsWidgetList.Widget(), controlComponent: LabelledListControl };
