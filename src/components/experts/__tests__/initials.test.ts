import { initialsOf } from '../initials';

describe('initialsOf', () => {
  it('takes the first and last initials of a Latin name, in capitals', () => {
    expect(initialsOf('Zhou Hang')).toBe('ZH');
    expect(initialsOf(' anna maria  schmidt ')).toBe('AS');
    expect(initialsOf('Plato')).toBe('P');
  });

  it('takes the given name of a Chinese name', () => {
    expect(initialsOf('周航')).toBe('周航');
    expect(initialsOf('欧阳娜娜')).toBe('娜娜');
    expect(initialsOf('林 悦')).toBe('林悦');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('  ')).toBe('');
  });
});
