import { render } from '@testing-library/react';
import { wordBreaks } from './wordBreaks';

it('offers a line break between the words of a Japanese text only', () => {
  const { container } = render(<span>{wordBreaks('エレベーター乗降異常', 'ja-JP')}</span>);
  expect(container.textContent).toBe('エレベーター乗降異常');
  expect(container.innerHTML.split('<wbr>')[0]).toBe('<span>エレベーター');
  expect(wordBreaks('Abnormal elevator ride', 'en-US')).toBe('Abnormal elevator ride');
});
