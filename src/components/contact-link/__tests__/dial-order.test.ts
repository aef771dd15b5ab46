import { dialOrder } from '../dial-order';

const numbers = { phone: '+86 27 8765 4300', hotline: '400-860-2718' };

describe('dialOrder', () => {
  it('leads with the 400 hotline on the Chinese site', () => {
    expect(dialOrder('zh', numbers)).toEqual([
      { kind: 'hotline', number: '400-860-2718' },
      { kind: 'phone', number: '+86 27 8765 4300' },
    ]);
  });

  it('leads with the +86 landline on the English site: a 400 number cannot be dialled from abroad', () => {
    expect(dialOrder('en', numbers).map((entry) => entry.number)).toEqual(['+86 27 8765 4300', '400-860-2718']);
  });

  it('leaves out a number the settings do not give', () => {
    expect(dialOrder('en', { ...numbers, phone: ' ' })).toEqual([{ kind: 'hotline', number: '400-860-2718' }]);
  });
});
