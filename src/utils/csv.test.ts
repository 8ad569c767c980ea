import { BOM, csvCell, fetchAllPages, toCsv } from './csv';

describe('CSV writer', () => {
  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    const csv = toCsv(['a', 'b'], [[1, 2]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`${BOM}a,b\r\n1,2\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Hall A, level 2')).toBe('"Hall A, level 2"');
    expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes numbers as they are and empty cells for missing values', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps text from running as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it.each([
    [
      'en-US',
      ['Device', 'Organization'],
      ['SC-HFG-01', 'Harbour Facilities Group, Inc.'],
      'Device,Organization\r\nSC-HFG-01,"Harbour Facilities Group, Inc."',
    ],
    [
      'ja-JP',
      ['デバイス', '組織'],
      ['SC-TCS-01', '東京クリーンサービス'],
      'デバイス,組織\r\nSC-TCS-01,東京クリーンサービス',
    ],
    [
      'zh-CN',
      ['设备', '组织'],
      ['SC-SHJJ-01', '上海洁净物业管理，浦东'],
      '设备,组织\r\nSC-SHJJ-01,上海洁净物业管理，浦东',
    ],
  ])('writes %s text unchanged after the BOM', (_locale, header, row, body) => {
    const csv = toCsv(header, [row]);
    expect(csv).toBe(`${BOM}${body}\r\n`);
    const bytes = Buffer.from(csv, 'utf8');
    expect(bytes.toString('utf8').slice(1)).toBe(`${body}\r\n`);
  });
});

describe('reading every page for an export', () => {
  const pageOf = (total: number) => async (current: number, pageSize: number) => ({
    list: Array.from(
      { length: Math.max(0, Math.min(pageSize, total - (current - 1) * pageSize)) },
      (_, i) => (current - 1) * pageSize + i,
    ),
    total,
  });

  it('reads pages until the total is reached', async () => {
    const fetchPage = jest.fn(pageOf(450));
    const { rows, total } = await fetchAllPages(fetchPage);
    expect(rows).toHaveLength(450);
    expect(total).toBe(450);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops at the row bound however large the total, and reports the total', async () => {
    const fetchPage = jest.fn(pageOf(1_000_000));
    const { rows, total } = await fetchAllPages(fetchPage, 1000);
    expect(rows).toHaveLength(1000);
    expect(total).toBe(1_000_000);
    expect(fetchPage).toHaveBeenCalledTimes(5);
  });

  it('stops at an empty page even if the total says there is more', async () => {
    const fetchPage = jest.fn(async () => ({ list: [], total: 50 }));
    expect((await fetchAllPages(fetchPage)).rows).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
