import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { chapter, p, page, section } from '@/documentation/build';
import type { LoadContent } from '@/documentation/load';
import DocumentView from './DocumentView';

const DOC = page('Lead.', [chapter('one', 'Chapter one', 'Intro.', [section('first', 'First section', [p('Text.')])])]);

describe('DocumentView', () => {
  it('loads the page of its kind in the UI language', async () => {
    const load = jest.fn<ReturnType<LoadContent>, Parameters<LoadContent>>().mockResolvedValue(DOC);
    renderWithApp(<DocumentView kind="maintenance" load={load} />, { locale: 'ja-JP' });
    expect(await screen.findByRole('heading', { level: 3, name: 'First section' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('maintenance', 'ja-JP');
  });

  it('says when the content could not be loaded, in the UI language, and Retry loads it again', async () => {
    const load = jest
      .fn<ReturnType<LoadContent>, Parameters<LoadContent>>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValueOnce(DOC);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(<DocumentView kind="product" load={load} />, { locale: 'zh-CN' });
    expect(await screen.findByText('文档加载失败。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('heading', { level: 3, name: 'First section' })).toBeInTheDocument();
    expect(screen.queryByText('文档加载失败。')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
