// Issue 17: the translated message for a name refused for zero-width or bidi control characters
// (the rule itself is src/domain/nameRules.ts, tested beside it).
import { setIntl } from '@@/plugin-locale/localeExports';
import { nameMessage } from './rules';

describe('the invisible-character message', () => {
  it('says so in the three languages', () => {
    setIntl('en-US');
    expect(nameMessage('invisible')).toBe('Must not contain invisible or text-direction characters');
    setIntl('ja-JP');
    expect(nameMessage('invisible')).toBe('不可視文字や文字方向の制御文字は使用できません');
    setIntl('zh-CN');
    expect(nameMessage('invisible')).toBe('不能包含不可见字符或文字方向控制字符');
    setIntl('en-US');
  });
});
