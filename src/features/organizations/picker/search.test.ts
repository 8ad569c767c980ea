import { searchOrgs } from './search';

const ORGS = [
  { busId: 'org-1', name: 'Harbour Facilities Group', code: 'HFG' },
  { busId: 'org-2', name: '東京クリーンサービス', code: 'TCS' },
  { busId: 'org-3', name: 'Bayview Harbour Mall', code: 'BHM' },
  { busId: 'org-4', name: 'ＡＢＣ物流', code: 'ABC' },
];

describe('searchOrgs', () => {
  it('gives every organisation for an empty or blank text', () => {
    expect(searchOrgs(ORGS, '')).toEqual(ORGS);
    expect(searchOrgs(ORGS, '   ')).toEqual(ORGS);
  });

  it('finds by part of the name, ignoring case, names starting with the text first', () => {
    expect(searchOrgs(ORGS, 'harbour').map((o) => o.busId)).toEqual(['org-1', 'org-3']);
    expect(searchOrgs(ORGS, 'MALL').map((o) => o.busId)).toEqual(['org-3']);
    expect(searchOrgs(ORGS, 'クリーン').map((o) => o.busId)).toEqual(['org-2']);
  });

  it('finds by code and ignores full-width/half-width differences', () => {
    expect(searchOrgs(ORGS, 'tcs').map((o) => o.busId)).toEqual(['org-2']);
    expect(searchOrgs(ORGS, 'abc').map((o) => o.busId)).toEqual(['org-4']);
    expect(searchOrgs(ORGS, 'ｈａｒｂｏｕｒ').map((o) => o.busId)).toEqual(['org-1', 'org-3']);
  });

  it('gives nothing when nothing matches, and finds one among thousands', () => {
    expect(searchOrgs(ORGS, 'zzz')).toEqual([]);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      busId: `o-${i}`,
      name: `Site ${String(i).padStart(4, '0')}`,
      code: `S${i}`,
    }));
    expect(searchOrgs(many, 'site 0042').map((o) => o.busId)).toEqual(['o-42']);
  });
});
