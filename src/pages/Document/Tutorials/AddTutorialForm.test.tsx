import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { createTutorial } from '@/services/ropc/tutorial';
import AddTutorialForm from './AddTutorialForm';

jest.mock('@/services/ropc/tutorial', () => ({ createTutorial: jest.fn() }));
const mockedCreate = jest.mocked(createTutorial);

const LANGUAGES = [
  { value: 'en-US' as const, label: 'English' },
  { value: 'ja-JP' as const, label: '日本語' },
  { value: 'zh-CN' as const, label: '简体中文' },
];

function renderForm(locale: 'en-US' | 'ja-JP' | 'zh-CN' = 'en-US', onAdded = jest.fn()) {
  renderWithApp(
    <AddTutorialForm open languages={LANGUAGES} defaultLanguage="en-US" onClose={() => {}} onAdded={onAdded} />,
    { locale },
  );
  return onAdded;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (label: string | RegExp = 'Add') => fireEvent.click(screen.getByText(label).closest('button')!);

const created: API.Tutorial = {
  id: 'tut-n1',
  title: 'Emptying the recovery tank',
  description: '',
  language: 'en-US',
  videoUrl: 'https://videos.example.com/tank.mp4',
  thumbnailUrl: null,
  durationSeconds: 750,
  scope: 'organization',
  orgName: 'Harbour Facilities Group',
  createdAt: '2026-11-23T00:00:00.000Z',
};

beforeEach(() => mockedCreate.mockReset());

describe('AddTutorialForm', () => {
  it('refuses a javascript: address and a title with special characters before sending', async () => {
    renderForm();
    await screen.findByLabelText('Title');
    type('Title', 'Brushes <new>');
    type('Video URL', 'javascript:alert(document.cookie)');
    type('Duration', '12:75');
    submit();
    expect(
      await screen.findByText(
        'Enter an address starting with http:// or https:// (or a path on this console starting with /)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Must not contain/)).toBeInTheDocument();
    expect(screen.getByText('Enter minutes (12), mm:ss (12:30) or h:mm:ss, at most 9:59:59')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('requires the title and the video URL', async () => {
    renderForm();
    await screen.findByLabelText('Title');
    submit();
    await waitFor(() =>
      expect(
        screen.getAllByText(/^(Enter the title of the video|Enter the video URL|Select English, Japanese or Chinese)$/),
      ).toHaveLength(2),
    );
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('sends the tutorial once however often Add is pressed, with the duration in seconds', async () => {
    let answer: (value: API.Tutorial) => void = () => {};
    mockedCreate.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const onAdded = renderForm();
    await screen.findByLabelText('Title');
    type('Title', 'Emptying the recovery tank');
    type('Video URL', '  https://videos.example.com/tank.mp4 ');
    type('Duration', '12:30');
    submit();
    submit();
    submit();
    await waitFor(() => expect(mockedCreate).toHaveBeenCalledTimes(1));
    expect(mockedCreate).toHaveBeenCalledWith(
      {
        title: 'Emptying the recovery tank',
        description: undefined,
        language: 'en-US',
        videoUrl: 'https://videos.example.com/tank.mp4',
        durationSeconds: 750,
      },
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    );
    answer(created);
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(mockedCreate).toHaveBeenCalledTimes(1);
  });

  it('marks the title when the platform answers that it is taken, keeping the input', async () => {
    mockedCreate.mockRejectedValueOnce(
      new BizError({ code: '010007', message: 'Invalid parameters', data: { field: 'title', rule: 'duplicate' } }),
    );
    const onAdded = renderForm();
    await screen.findByLabelText('Title');
    type('Title', 'Replacing the squeegee blades');
    type('Video URL', 'https://videos.example.com/a.mp4');
    submit();
    expect(await screen.findByText('A tutorial with this title already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Replacing the squeegee blades');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('marks the video URL the platform refuses', async () => {
    mockedCreate.mockRejectedValueOnce(
      new BizError({ code: '010007', message: 'Invalid parameters', data: { field: 'videoUrl', rule: 'url' } }),
    );
    renderForm();
    await screen.findByLabelText('Title');
    type('Title', 'Brush check');
    type('Video URL', 'https://videos.example.com/a.mp4');
    submit();
    expect(await screen.findByText(/Enter an address starting with http/)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    renderForm('zh-CN');
    await screen.findByLabelText('标题');
    type('标题', '刷盘/检查');
    type('视频地址', 'ftp://files.example.com/a.mp4');
    submit(/^添\s?加$/);
    expect(
      await screen.findByText('请输入以 http:// 或 https:// 开头的地址（或本控制台上以 / 开头的路径）'),
    ).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });
});
