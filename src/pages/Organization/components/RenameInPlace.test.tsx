import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { renameOrganization } from '@/services/ropc/organization';
import RenameInPlace from './RenameInPlace';

jest.mock('@/services/ropc/organization', () => ({ renameOrganization: jest.fn() }));
// Counts the submits that passed validation and reached the single-flight guard.
const mockFlights = { runs: 0 };
jest.mock('@/hooks/useSingleFlight', () => {
  const actual = jest.requireActual('@/hooks/useSingleFlight');
  return {
    useSingleFlight: (fn: (...args: unknown[]) => Promise<unknown>) => {
      const [run, busy] = actual.useSingleFlight(fn);
      const counted = (...args: unknown[]) => {
        mockFlights.runs += 1;
        return run(...args);
      };
      return [counted, busy];
    },
  };
});
const mockedRename = jest.mocked(renameOrganization);

const org = (name: string) => ({ busId: 'org-1-1', name }) as API.Organization;

beforeEach(() => {
  mockedRename.mockReset();
  mockFlights.runs = 0;
});

type TestLocale = 'en-US' | 'ja-JP' | 'zh-CN';

const TEXTS: Record<TestLocale, { rename: RegExp; field: string; save: RegExp; duplicate: string }> = {
  'en-US': {
    rename: /^Rename$/,
    field: 'Organization name',
    save: /^Save$/,
    duplicate: 'Organization name is duplicate',
  },
  'ja-JP': { rename: /^名称を変更$/, field: '組織名', save: /^保\s?存$/, duplicate: '組織名が重複しています' },
  'zh-CN': { rename: /^重命名$/, field: '组织名称', save: /^保\s?存$/, duplicate: '组织名称重复' },
};

function startRenaming(locale: TestLocale = 'en-US', onRenamed = jest.fn()) {
  renderWithApp(<RenameInPlace busId="org-1-1" name="Harbour Airport Terminal 2" canRename onRenamed={onRenamed} />, {
    locale,
  });
  fireEvent.click(screen.getByText(TEXTS[locale].rename).closest('button')!);
  return onRenamed;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = (locale: TestLocale = 'en-US') => fireEvent.click(screen.getByText(TEXTS[locale].save).closest('button')!);

describe('RenameInPlace', () => {
  it('sends one rename however quickly Save is pressed twice', async () => {
    let answer: (org: API.Organization) => void = () => {};
    mockedRename.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const onRenamed = startRenaming();
    type('Organization name', 'Harbour Airport Terminal B');
    save();
    await waitFor(() => expect(mockedRename).toHaveBeenCalledTimes(1));
    // A second submit while the first is pending (Enter, or a click before the button shows its loading state).
    fireEvent.submit(screen.getByLabelText('Organization name').closest('form')!);
    save();
    // The second submit passed validation and reached the guard (antd ignores a click on the loading button).
    await waitFor(() => expect(mockFlights.runs).toBe(2));
    expect(mockedRename).toHaveBeenCalledTimes(1);
    expect(mockedRename).toHaveBeenCalledWith('org-1-1', 'Harbour Airport Terminal B');
    answer(org('Harbour Airport Terminal B'));
    await waitFor(() => expect(onRenamed).toHaveBeenCalledWith(org('Harbour Airport Terminal B')));
    expect(await screen.findByText('Name Change Successful')).toBeInTheDocument();
    expect(mockedRename).toHaveBeenCalledTimes(1);
  });

  it.each(['en-US', 'ja-JP', 'zh-CN'] as const)(
    'marks a duplicate name on the field in %s and keeps the input',
    async (locale) => {
      mockedRename.mockRejectedValueOnce(new BizError({ code: '010002', message: 'Organization name is duplicate' }));
      const onRenamed = startRenaming(locale);
      type(TEXTS[locale].field, 'Bayview Shopping Mall');
      save(locale);
      expect(await screen.findByText(TEXTS[locale].duplicate)).toBeInTheDocument();
      expect(screen.getByLabelText(TEXTS[locale].field)).toHaveValue('Bayview Shopping Mall');
      expect(onRenamed).not.toHaveBeenCalled();
    },
  );

  it('offers no rename without the permission', () => {
    renderWithApp(
      <RenameInPlace busId="org-1-1" name="Harbour Airport Terminal 2" canRename={false} onRenamed={jest.fn()} />,
    );
    expect(screen.getByText('Harbour Airport Terminal 2')).toBeInTheDocument();
    expect(screen.queryByText(/^Rename$/)).toBeNull();
  });
});
