/** Edits an account's name and nickname and its remark in this organisation. */
import { ModalForm } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { AccountField, NicknameField, RemarkField, useAccountFieldError } from '@/components/PersonFields';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useT } from '@/locales/t';
import { updateAccount } from '@/services/ropc/account';

type Values = Omit<API.UpdateAccountParams, 'userId'>;

interface Props {
  open: boolean;
  row?: API.Member;
  onClose: () => void;
  onSaved: (row: API.Member) => Promise<unknown> | void;
}

export default function EditAccountForm({ open, row, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const markAccount = useAccountFieldError();
  const [save] = useSingleFlight(async (values: Values) => {
    if (!row) return true;
    try {
      await updateAccount({
        userId: row.userId,
        account: values.account,
        nickname: values.nickname || '',
        remark: values.remark || '',
      });
    } catch (error) {
      markAccount(form, error);
      return false; // keep the dialog and its input
    }
    message.success(t('success.edit'));
    await onSaved(row);
    return true;
  });
  return (
    <ModalForm<Values>
      name="editAccount"
      title={t('account.edit.title')}
      form={form}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      initialValues={{ account: row?.account, nickname: row?.nickname, remark: row?.remark }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={save}
    >
      <AccountField />
      <NicknameField />
      <RemarkField />
    </ModalForm>
  );
}
