/** The bookkeeping of config/bundle.ts: which trim rule replaced something in this build. */

/**
 * What webpack's NormalModuleReplacementPlugin hands a rule: the request as written, the importing folder and,
 * where webpack knows it, the importing file.
 */
export interface Resource {
  request: string;
  context: string;
  contextInfo?: { issuer?: string };
}

export interface TrimRule {
  /** Also the webpack plugin's name. */
  name: string;
  /** The module(s) replaced, and by what. */
  replaces: string;
  why: string;
  /**
   * What it gains, as measured (on which figure, and how): a rule that moves no goal figure of `npm run
   * bench:bundle` by 3 % or more, nor the bytes, goes (issue 43).
   */
  gain: string;
  /** The requests webpack offers to `replace`. */
  request: RegExp;
  /** The new request when this rule trims the resource, else undefined (left alone). */
  replace(resource: Resource): string | undefined;
}

export class RuleMatches {
  private readonly counts = new Map<string, number>();

  constructor(private readonly rules: readonly TrimRule[]) {}

  /** Applies the rule to the resource (rewriting its request) and counts a replacement. */
  apply(rule: TrimRule, resource: Resource) {
    const to = rule.replace(resource);
    if (to === undefined) return;
    resource.request = to;
    this.counts.set(rule.name, this.count(rule.name) + 1);
  }

  count(name: string) {
    return this.counts.get(name) ?? 0;
  }

  /** The names of the rules that replaced nothing since the last reset, in table order. */
  unmatched(): string[] {
    return this.rules.filter((rule) => this.count(rule.name) === 0).map((rule) => rule.name);
  }

  reset() {
    this.counts.clear();
  }
}

/** The build error for rules that never matched, or undefined when every rule did. */
export function unmatchedRulesMessage(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  return (
    `config/bundle.ts: trim rule(s) never matched: ${names.join(', ')}. A library upgrade probably moved or ` +
    `renamed what they replace: fix the rule's pattern, or remove the rule if the trim is no longer needed, ` +
    `then measure with npm run bench:bundle.`
  );
}
