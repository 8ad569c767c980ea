import { matchItems } from './match';

const orgs = Array.from({ length: 1500 }, (_, i) => ({
  label: `Site ${String(i + 1).padStart(4, '0')}`,
  keywords: `org-${i + 1}`,
}));

describe('palette matching', () => {
  it('finds one organisation among 1,500 by part of its name or its id', () => {
    expect(matchItems(orgs, 'site 1234').map((o) => o.label)).toEqual(['Site 1234']);
    expect(matchItems(orgs, 'org-777')[0].label).toBe('Site 0777');
  });

  it('ranks a label starting with the query before one containing it', () => {
    const items = [{ label: 'Airport Harbour' }, { label: 'Harbour Facilities Group' }, { label: 'Bayharbour' }];
    expect(matchItems(items, 'harb').map((i) => i.label)).toEqual([
      'Harbour Facilities Group',
      'Airport Harbour',
      'Bayharbour',
    ]);
  });

  it('ignores case, accents and full-width letters, and needs every word', () => {
    const items = [{ label: 'Café Central' }, { label: 'ＴＯＫＹＯ Tower' }, { label: '東京クリーンサービス' }];
    expect(matchItems(items, 'cafe')).toEqual([items[0]]);
    expect(matchItems(items, 'tokyo tower')).toEqual([items[1]]);
    expect(matchItems(items, 'クリーン')).toEqual([items[2]]);
    expect(matchItems(items, 'tokyo central')).toEqual([]);
  });

  it('keeps every item, in order, for an empty query', () => {
    expect(matchItems(orgs, '  ')).toHaveLength(1500);
  });
});
