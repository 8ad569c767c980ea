import { pagingChanges, pagingOf } from './urlPaging';

const fromAddress = (search: string) => {
  const params = new URLSearchParams(search);
  return { current: params.get('current') ?? undefined, pageSize: params.get('pageSize') ?? undefined };
};

describe('pagingOf (the page of a table address)', () => {
  it('clamps ?pageSize=1000 to the contract maximum of 200', () => {
    expect(pagingOf(fromAddress('?pageSize=1000'))).toEqual({ current: 1, pageSize: 200 });
  });

  it('reads page 1 and the spec size of 10 from a plain address', () => {
    expect(pagingOf(fromAddress(''))).toEqual({ current: 1, pageSize: 10 });
  });

  it('keeps a valid page and size, and replaces bad ones by the defaults', () => {
    expect(pagingOf(fromAddress('?current=3&pageSize=20'))).toEqual({ current: 3, pageSize: 20 });
    expect(pagingOf(fromAddress('?current=-2&pageSize=0'))).toEqual({ current: 1, pageSize: 10 });
    expect(pagingOf(fromAddress('?current=x&pageSize=-50'))).toEqual({ current: 1, pageSize: 10 });
  });
});

describe('pagingChanges (the page written back)', () => {
  it('leaves the defaults out of the address', () => {
    expect(pagingChanges(1, 10)).toEqual({ current: undefined, pageSize: undefined });
    expect(pagingChanges(2, 50)).toEqual({ current: 2, pageSize: 50 });
  });
});
