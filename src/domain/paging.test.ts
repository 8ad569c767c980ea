import { MAX_PAGE_SIZE, PAGE_SIZE, pageNumberOf, pageSizeOf } from './paging';

describe('paging', () => {
  it('is the spec page size of 10 and the contract maximum of 200', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_SIZE).toBe(200);
  });

  it('clamps a page size above the maximum to 200', () => {
    expect(pageSizeOf('1000')).toBe(200);
    expect(pageSizeOf(200)).toBe(200);
    expect(pageSizeOf('50')).toBe(50);
  });

  it.each([undefined, null, '', 'abc', '0', '-5', 0.5, 'Infinity'])('falls back to 10 for %j', (value) => {
    expect(pageSizeOf(value)).toBe(10);
  });

  it('takes whole pages: a fraction is cut, a bad page number is 1', () => {
    expect(pageSizeOf('20.7')).toBe(20);
    expect(pageNumberOf('3')).toBe(3);
    expect(pageNumberOf('2.5')).toBe(2);
    expect(pageNumberOf('-1')).toBe(1);
    expect(pageNumberOf(undefined)).toBe(1);
  });
});
