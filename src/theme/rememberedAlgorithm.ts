/**
 * antd's theme algorithms, remembering their answers. antd derives a theme's ~400 tokens from its seed tokens anew
 * for every distinct set of component overrides: the layout's sider, header and menus override a few component
 * tokens each, so the same seed went through the algorithm (colour palettes and all) five times before /home's
 * figures. The answer depends on the seed alone, and antd copies it before changing anything.
 */
import type { ThemeConfig } from 'antd';

type Algorithm = Extract<NonNullable<ThemeConfig['algorithm']>, (...args: never[]) => unknown>;

/** Seeds a page meets: its theme, with and without motion; a few more in a session that switches themes. */
const KEPT = 8;
const UNDEFINED = '\u0000undefined';

export function remembered(algorithm: Algorithm): Algorithm {
  const answers = new Map<string, ReturnType<Algorithm>>();
  return (seed, mapToken) => {
    // A second algorithm of a list builds on the first one's answer: nothing to remember by the seed alone.
    if (mapToken) return algorithm(seed, mapToken);
    // A seed token set to undefined overrides antd's default: it is not the same seed as one left out.
    const key = JSON.stringify(seed, (_, value) => (value === undefined ? UNDEFINED : value));
    let answer = answers.get(key);
    if (!answer) {
      answer = algorithm(seed);
      answers.set(key, answer);
      if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
    }
    return answer;
  };
}
