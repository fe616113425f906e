import { escapeLike } from '../sql';

describe('escapeLike', () => {
  it('makes wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
  it('leaves other text as it is', () => {
    expect(escapeLike('budi santoso')).toBe('budi santoso');
  });
});
