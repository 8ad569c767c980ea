import { findMatches, indexOutline, normalizeQuery, searchIndex, SNIPPET_LENGTH, snippetOf } from './search';
import { outlineOf } from '@/documentation/outline';
import { chapter, p, page, section, steps, table } from '@/documentation/build';

const marked = (text: string, query: string) => findMatches(text, query).map(([s, e]) => text.slice(s, e));

describe('findMatches', () => {
  it('ignores case and answers ranges of the original text', () => {
    expect(marked('Clean the Lidar window; the LIDAR must spin.', 'lidar')).toEqual(['Lidar', 'LIDAR']);
  });

  it('finds Japanese and Chinese text', () => {
    expect(marked('充電ステーションの充電端子を清掃してください。', '充電')).toEqual(['充電', '充電']);
    expect(marked('清洁机器人和充电桩上的充电触点。', '充电桩')).toEqual(['充电桩']);
  });

  it('treats full-width and half-width forms alike, in both directions', () => {
    expect(marked('バッテリー残量が５％を下回りました', '5%')).toEqual(['５％']);
    expect(marked('Raise the level to 30 %', '３０')).toEqual(['30']);
    expect(marked('ＨＥＰＡフィルター', 'hepa')).toEqual(['ＨＥＰＡ']);
  });

  it('matches typographic and plain apostrophes alike, and collapses spaces in the query', () => {
    expect(marked('the robot’s screen', "robot's")).toEqual(['robot’s']);
    expect(marked('main brush motor', '  main   brush ')).toEqual(['main brush']);
  });

  it('finds nothing for an empty or blank query, or text that does not contain it', () => {
    expect(findMatches('anything', '   ')).toEqual([]);
    expect(findMatches('Brushes and filters', 'squeegee')).toEqual([]);
  });

  it('keeps ranges right after characters outside the basic plane', () => {
    expect(marked('𠮷野家 の ブラシ', 'ブラシ')).toEqual(['ブラシ']);
  });

  it('treats the query as text, not as a pattern', () => {
    expect(marked('Press (1) then [2].*', '[2].*')).toEqual(['[2].*']);
    expect(normalizeQuery('A.*B')).toBe('a.*b');
  });
});

describe('snippetOf', () => {
  it('keeps short texts whole', () => {
    expect(snippetOf('short text', [[0, 5]])).toEqual({ text: 'short text', ranges: [[0, 5]] });
  });

  it('cuts long texts around the first match and moves the ranges along', () => {
    const text = `${'a'.repeat(300)} needle ${'b'.repeat(300)}`;
    const snippet = snippetOf(text, findMatches(text, 'needle'));
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    const [[start, end]] = snippet.ranges;
    expect(snippet.text.slice(start, end)).toBe('needle');
  });
});

describe('searchIndex', () => {
  const doc = page('Intro', [
    chapter('charging', 'Charging', 'How the robot charges.', [
      section('station', 'Charging station', [
        p('Keep 1 m clear in front of the station.'),
        steps('Plug it in.', 'Check the station indicator.'),
      ]),
      section('battery', 'Battery care', [
        p('Charge between 0 and 40 °C.'),
        table('Battery checks', ['Check', 'When'], [['Station contacts', 'Weekly']]),
      ]),
    ]),
  ]);
  const index = indexOutline(outlineOf(doc));

  it('answers the sections containing the text with a total count of occurrences', () => {
    const result = searchIndex(index, 'station');
    expect(result.hits.map((hit) => hit.entry.id)).toEqual(['station', 'battery']);
    // title 1 + paragraph 1 + step 1 in "station"; table row 1 in "battery"
    expect(result.hits.map((hit) => hit.count)).toEqual([3, 1]);
    expect(result.total).toBe(4);
  });

  it('puts sections whose title matches first, then reading order', () => {
    const result = searchIndex(index, 'charg');
    expect(result.hits.map((hit) => hit.entry.id)).toEqual(['charging', 'station', 'battery']);
  });

  it('answers nothing for a blank query or text that is nowhere', () => {
    expect(searchIndex(index, ' ')).toEqual({ hits: [], total: 0 });
    expect(searchIndex(index, 'elevator')).toEqual({ hits: [], total: 0 });
  });
});
