// /manufacturer for an organisation served directly (no distributor): says what the page is for and where
// distributors would appear, in each language.
import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { getCurrentDistributor } from '@/services/ropc/manufacturer';
import ManufacturerPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-admin' }, permissions: [] }, refresh: jest.fn() }),
}));
jest.mock('@/services/ropc/manufacturer', () => ({ getCurrentDistributor: jest.fn(), createDistributor: jest.fn() }));

beforeEach(() => jest.mocked(getCurrentDistributor).mockResolvedValue(undefined as never));

describe('ManufacturerPage for an organisation served directly', () => {
  it.each([
    [
      'en-US',
      /lists the organization's distributor and the distributors below it/,
      /Once a distributor serves this organization, it appears here\./,
    ],
    ['ja-JP', /販売店を通じて取引する組織/, /ここに表示されます/],
    ['zh-CN', /通过经销商开展业务的组织/, /将显示在此处/],
  ] as const)(
    'in %s: says what the page is for and where distributors would appear',
    async (locale, purpose, where) => {
      renderWithApp(<ManufacturerPage />, { locale });
      expect(await screen.findByText(purpose)).toBeInTheDocument();
      expect(screen.getByText(where)).toBeInTheDocument();
    },
  );
});
