/**
 * "Add subordinate distributor" under the current one. A created distributor cannot be deleted, so the submit
 * asks for confirmation first; the submit stays busy until the user answers and the platform does.
 */
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Modal } from 'antd';
import { nameRules, optionalNameRules } from '@/components/form/rules';
import { showServerFieldError } from '@/components/form/serverErrors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useT } from '@/locales/t';
import { createDistributor } from '@/services/ropc/manufacturer';
import { CODE_LENGTH, NAME_LENGTH } from '@/domain/nameRules';
import { useEntityForm } from '@/components/form/useEntityForm';

interface Props {
  open: boolean;
  onClose: () => void;
  parent: API.Distributor;
  onCreated: () => void;
}

export default function CreateDistributorForm({ open, onClose, parent, onCreated }: Props) {
  const t = useT();
  const [modal, contextHolder] = Modal.useModal();
  const { formProps, submitValues } = useEntityForm({
    open,
    onClose,
    create: createDistributor,
    toBody: (values: API.DistributorCreate) => ({ name: values.name, code: values.code?.trim() || undefined }),
    onCreated,
    onRefused: (form, error) =>
      showServerFieldError(form, error, {
        duplicates: { '010003': 'name' },
        lengths: { name: NAME_LENGTH, code: CODE_LENGTH },
        required: { name: 'validation.required.distributorName' },
      }),
  });

  // One confirmation at a time, even for a second click while the fields validate.
  const [onFinish] = useSingleFlight(
    (values: API.DistributorCreate) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('manufacturer.create.confirm'),
          // The spec's sentence is the title; the content names what is about to become permanent.
          content: t('manufacturer.create.confirmName', { name: values.name.trim(), parent: parent.name }),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
          onOk: async () => resolve(await submitValues(values)),
          onCancel: () => resolve(false),
        });
      }),
  );

  return (
    <>
      {contextHolder}
      <ModalForm<API.DistributorCreate>
        {...formProps}
        title={t('manufacturer.create')}
        name="createDistributor"
        onFinish={onFinish}
      >
        <Alert
          type="info"
          showIcon
          message={t('manufacturer.create.under', { name: parent.name })}
          style={{ marginBottom: 16 }}
        />
        <ProFormText
          name="name"
          label={t('manufacturer.field.name')}
          placeholder={t('manufacturer.placeholder.name')}
          rules={nameRules('validation.required.distributorName', NAME_LENGTH)}
        />
        <ProFormText
          name="code"
          label={t('manufacturer.field.code')}
          placeholder={t('manufacturer.placeholder.code')}
          rules={optionalNameRules(CODE_LENGTH)}
        />
      </ModalForm>
    </>
  );
}
