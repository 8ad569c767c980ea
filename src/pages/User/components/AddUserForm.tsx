/** Adds a user: an existing account joins the organisation, a new one is created with the default password. */
import { ModalForm } from '@ant-design/pro-components';
import { Form } from 'antd';
import { AccountField, NicknameField, RemarkField, useAccountFieldError } from '@/components/PersonFields';
import GrantableRoleSelect from '@/components/RolePicker/GrantableRoleSelect';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import ActsOnOrg from '@/components/form/ActsOnOrg';
import { useT } from '@/locales/t';
import { addUser } from '@/services/ropc/user';
import { useIdempotentCreate } from '@/request/idempotency';
import { useRenderAhead } from '@/components/LazyDialog/renderAhead';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (result: API.AddUserResult) => void;
}

export default function AddUserForm({ open, onClose, onAdded }: Props) {
  const t = useT();
  const ahead = useRenderAhead();
  const createOnce = useIdempotentCreate();
  const [form] = Form.useForm<API.AddUserParams>();
  const markAccount = useAccountFieldError();
  const [save] = useSingleFlight(async (values: API.AddUserParams) => {
    try {
      const body = { ...values, nickname: values.nickname || undefined, remark: values.remark || undefined };
      onAdded(await createOnce(body, (key) => addUser(body, key)));
      return true;
    } catch (error) {
      markAccount(form, error);
      return false; // keep the dialog and its input
    }
  });
  return (
    <ModalForm<API.AddUserParams>
      name="addUser"
      title={t('user.add')}
      form={form}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      modalProps={{ destroyOnHidden: true, maskClosable: false, ...ahead }}
      submitter={{ searchConfig: { submitText: t('common.add'), resetText: t('common.cancel') } }}
      onFinish={save}
    >
      <ActsOnOrg text="user.add.org" />
      <AccountField extra={t('user.field.account.extra')} />
      <NicknameField />
      <GrantableRoleSelect open={open} />
      <RemarkField />
    </ModalForm>
  );
}
