/**
 * The region tree of the organisation location picker: country -> province/prefecture -> city/district, with
 * names in the three UI languages. Covers the region codes of the seeded organisations (US, JP, CN).
 */
import type { Locale, Text } from '../types';

export interface Region {
  code: string;
  name: Text;
  children?: Region[];
}

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

const r = (code: string, en: string, ja: string, zh: string, children?: Region[]): Region => ({
  code,
  name: { 'en-US': en, 'ja-JP': ja, 'zh-CN': zh },
  ...(children ? { children } : {}),
});

export const REGIONS: Region[] = [
  r('US', 'United States', 'アメリカ合衆国', '美国', [
    r('US-CA', 'California', 'カリフォルニア州', '加利福尼亚州', [
      r('US-CA-SF', 'San Francisco', 'サンフランシスコ', '旧金山'),
      r('US-CA-LA', 'Los Angeles', 'ロサンゼルス', '洛杉矶'),
      r('US-CA-SJ', 'San Jose', 'サンノゼ', '圣何塞'),
    ]),
    r('US-NY', 'New York', 'ニューヨーク州', '纽约州', [
      r('US-NY-NYC', 'New York City', 'ニューヨーク市', '纽约市'),
      r('US-NY-BUF', 'Buffalo', 'バッファロー', '布法罗'),
    ]),
    r('US-WA', 'Washington', 'ワシントン州', '华盛顿州', [r('US-WA-SEA', 'Seattle', 'シアトル', '西雅图')]),
  ]),
  r('JP', 'Japan', '日本', '日本', [
    r('JP-13', 'Tokyo', '東京都', '东京都', [
      r('JP-13-SHIBUYA', 'Shibuya', '渋谷区', '涩谷区'),
      r('JP-13-SHINJUKU', 'Shinjuku', '新宿区', '新宿区'),
      r('JP-13-CHIYODA', 'Chiyoda', '千代田区', '千代田区'),
      r('JP-13-OTA', 'Ota', '大田区', '大田区'),
    ]),
    r('JP-27', 'Osaka', '大阪府', '大阪府', [
      r('JP-27-KITA', 'Kita', '北区', '北区'),
      r('JP-27-CHUO', 'Chuo', '中央区', '中央区'),
    ]),
  ]),
  r('CN', 'China', '中国', '中国', [
    r('CN-SH', 'Shanghai', '上海市', '上海市', [
      r('CN-SH-PD', 'Pudong', '浦東新区', '浦东新区'),
      r('CN-SH-XH', 'Xuhui', '徐匯区', '徐汇区'),
      r('CN-SH-HP', 'Huangpu', '黄浦区', '黄浦区'),
      r('CN-SH-CN', 'Changning', '長寧区', '长宁区'),
    ]),
    r('CN-BJ', 'Beijing', '北京市', '北京市', [
      r('CN-BJ-CY', 'Chaoyang', '朝陽区', '朝阳区'),
      r('CN-BJ-HD', 'Haidian', '海淀区', '海淀区'),
    ]),
    r('CN-GD', 'Guangdong', '広東省', '广东省', [
      r('CN-GD-SZ', 'Shenzhen', '深セン市', '深圳市'),
      r('CN-GD-GZ', 'Guangzhou', '広州市', '广州市'),
    ]),
  ]),
];

/** The tree for a cascader, labelled in one language. */
export function regionOptions(locale: Locale, regions: Region[] = REGIONS): RegionOption[] {
  return regions.map((region) => ({
    value: region.code,
    label: region.name[locale],
    ...(region.children ? { children: regionOptions(locale, region.children) } : {}),
  }));
}

/** The regions along a path of codes, or undefined when the path leaves the tree. */
function walk(codes: string[]): Region[] | undefined {
  const found: Region[] = [];
  let level: Region[] | undefined = REGIONS;
  for (const code of codes) {
    const next: Region | undefined = level?.find((region) => region.code === code);
    if (!next) return undefined;
    found.push(next);
    level = next.children;
  }
  return found;
}

/** A location is a full path from a country down to a city or district. */
export function isRegionPath(codes: unknown): codes is string[] {
  if (!Array.isArray(codes) || codes.length === 0 || !codes.every((c) => typeof c === 'string')) return false;
  const path = walk(codes);
  return !!path && !path[path.length - 1].children;
}

/** The names of a path of codes in one language (unknown codes are shown as they are). */
export function regionNames(codes: string[], locale: Locale): string[] {
  const path = walk(codes);
  return path ? path.map((region) => region.name[locale]) : [...codes];
}
