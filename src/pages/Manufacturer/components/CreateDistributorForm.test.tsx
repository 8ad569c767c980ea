import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import { BizError } from '@/request/errors';
import { createDistributor } from '@/services/ropc/manufacturer';
import CreateDistributorForm from './CreateDistributorForm';

jest.mock('@/services/ropc/manufacturer', () => ({ createDistributor: jest.fn() }));
const mockedCreate = jest.mocked(createDistributor);

beforeEach(() => mockedCreate.mockReset());

const parent = { id: 'dist-1', name: 'Pacific Robotics Distribution', level: 1 } as API.Distributor;

const TEXTS = {
  'en-US': {
    name: 'Distributor name',
    code: 'Distributor code',
    ok: /^OK$/,
    confirm: /^Confirm$/,
    duplicate: 'Distributor name is duplicate',
    added: 'Add Successful',
  },
  'ja-JP': {
    name: '販売店名',
    code: '販売店コード',
    ok: /^OK$/,
    confirm: /^確\s?認$/,
    duplicate: '販売店名が重複しています',
    added: '追加しました',
  },
  'zh-CN': {
    name: '经销商名称',
    code: '经销商编码',
    ok: /^确\s?定$/,
    confirm: /^确\s?认$/,
    duplicate: '经销商名称重复',
    added: '添加成功',
  },
} as const;

describe('CreateDistributorForm', () => {
  it.each(['en-US', 'ja-JP', 'zh-CN'] as const)(
    'in %s: marks a duplicate name and keeps every value, then adds with the success message',
    async (locale) => {
      const text = TEXTS[locale];
      const onCreated = jest.fn();
      mockedCreate.mockRejectedValueOnce(new BizError({ code: '010003', message: 'Distributor name is duplicate' }));
      renderWithApp(<CreateDistributorForm open parent={parent} onClose={() => {}} onCreated={onCreated} />, {
        locale,
      });
      fireEvent.change(await screen.findByLabelText(text.name), { target: { value: '関東ロボティクス販売' } });
      fireEvent.change(screen.getByLabelText(text.code), { target: { value: 'KRS-2' } });

      const submitAndConfirm = async () => {
        fireEvent.click(screen.getByText(text.ok).closest('button')!);
        fireEvent.click((await screen.findByText(text.confirm)).closest('button')!);
      };
      await submitAndConfirm();
      expect(await screen.findByText(text.duplicate)).toBeInTheDocument();
      expect(screen.getByLabelText(text.name)).toHaveValue('関東ロボティクス販売');
      expect(screen.getByLabelText(text.code)).toHaveValue('KRS-2');
      expect(onCreated).not.toHaveBeenCalled();

      mockedCreate.mockResolvedValueOnce({ ...parent, id: 'dist-9', name: 'Pacific Robotics West' });
      fireEvent.change(screen.getByLabelText(text.name), { target: { value: 'Pacific Robotics West' } });
      await waitFor(() => expect(screen.queryByText(text.duplicate)).toBeNull());
      await submitAndConfirm();
      expect(await screen.findByText(text.added)).toBeInTheDocument();
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      expect(mockedCreate).toHaveBeenLastCalledWith(
        { name: 'Pacific Robotics West', code: 'KRS-2' },
        expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      );
    },
  );
});
