import { BOM, csvCell, toCsv } from './csv';

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
    ['en-US', ['Device', 'Organization'], ['SC-HFG-01', 'Harbour Facilities Group, Inc.'], 'Device,Organization\r\nSC-HFG-01,"Harbour Facilities Group, Inc."'],
    ['ja-JP', ['デバイス', '組織'], ['SC-TCS-01', '東京クリーンサービス'], 'デバイス,組織\r\nSC-TCS-01,東京クリーンサービス'],
    ['zh-CN', ['设备', '组织'], ['SC-SHJJ-01', '上海洁净物业管理，浦东'], '设备,组织\r\nSC-SHJJ-01,上海洁净物业管理，浦东'],
  ])('writes %s text unchanged after the BOM', (_locale, header, row, body) => {
    const csv = toCsv(header, [row]);
    expect(csv).toBe(`${BOM}${body}\r\n`);
    const bytes = Buffer.from(csv, 'utf8');
    expect(bytes.toString('utf8').slice(1)).toBe(`${body}\r\n`);
  });
});
