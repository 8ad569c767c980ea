import { unreadBadgeText } from './unreadCount';

describe('unreadBadgeText', () => {
  it.each([
    [0, ''],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
    [-3, ''],
    [Number.NaN, ''],
  ])('shows %p as "%s"', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});
