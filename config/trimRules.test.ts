/** The bookkeeping behind "a production build fails when a trim rule never matched" (config/bundle.ts). */
import { RuleMatches, type TrimRule, unmatchedRulesMessage } from './trimRules';

const rule = (name: string, from: string, to: string): TrimRule => ({
  name,
  replaces: `${from} by ${to}`,
  why: 'test',
  gain: 'test',
  request: new RegExp(from),
  replace: ({ request }) => (request === from ? to : undefined),
});

describe('trim rule bookkeeping', () => {
  const rules = [rule('first', 'a', 'A'), rule('second', 'b', 'B')];

  it('lists every rule as unmatched before anything was replaced', () => {
    expect(new RuleMatches(rules).unmatched()).toEqual(['first', 'second']);
  });

  it('rewrites the request and counts a rule only when it replaced something', () => {
    const matches = new RuleMatches(rules);
    const kept = { request: 'x', context: '/' };
    matches.apply(rules[0], kept);
    expect(kept.request).toBe('x');
    const trimmed = { request: 'a', context: '/' };
    matches.apply(rules[0], trimmed);
    expect(trimmed.request).toBe('A');
    expect(matches.count('first')).toBe(1);
    expect(matches.unmatched()).toEqual(['second']);
  });

  it('forgets the counts on reset (a new compilation)', () => {
    const matches = new RuleMatches(rules);
    matches.apply(rules[1], { request: 'b', context: '/' });
    matches.reset();
    expect(matches.unmatched()).toEqual(['first', 'second']);
  });

  it('names the unmatched rules in the build error, and has none when all matched', () => {
    expect(unmatchedRulesMessage(['second'])).toMatch(/^config\/bundle\.ts: trim rule\(s\) never matched: second\./);
    expect(unmatchedRulesMessage([])).toBeUndefined();
  });
});
