import { fromJS } from 'immutable';
import { cmsConfig } from '../config';
import { type ImmutableLike, withOptionLabels } from '../list-summary';

const specificationsIn = (uiLocale: 'zh_Hans' | 'en') => {
  const products = cmsConfig({ uiLocale }).collections.find((collection) => collection.name === 'products')!;
  return fromJS(products.fields!.find((field) => field.name === 'specifications')) as unknown as ImmutableLike;
};
const row = fromJS({ key: 'cooling', value: '水冷', valueIn: { en: 'Water cooling' } });
const toJS = (value: unknown) => (value as { toJS(): unknown }).toJS();

describe('collapsed list items name select values by their labels', () => {
  it('gives the summary the option label in the UI language', () => {
    expect(toJS(withOptionLabels(specificationsIn('zh_Hans'), row))).toEqual({
      key: '冷却方式',
      value: '水冷',
      valueIn: { en: 'Water cooling' },
    });
    expect(toJS(withOptionLabels(specificationsIn('en'), row))).toMatchObject({ key: 'Cooling' });
  });

  it('leaves unknown values, lists without selects and plain strings alone', () => {
    expect(toJS(withOptionLabels(specificationsIn('zh_Hans'), fromJS({ key: 'retired', value: '1' })))).toEqual({
      key: 'retired',
      value: '1',
    });
    expect(withOptionLabels(fromJS({ name: 'applications' }) as unknown as ImmutableLike, 'text')).toBe('text');
  });
});
