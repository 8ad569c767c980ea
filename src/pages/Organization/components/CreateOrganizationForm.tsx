/** "Add organization": a child of the current organisation, checked by the name rules here and by the platform. */
import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { nameRules, optionalNameRules } from '@/components/form/rules';
import { showServerFieldError } from '@/components/form/serverErrors';
import ActsOnOrg from '@/components/form/ActsOnOrg';
import { useT } from '@/locales/t';
import { createOrganization } from '@/services/ropc/organization';
import { CODE_LENGTH, ORG_NAME_LENGTH } from '@/domain/nameRules';
import { OPERATION_MODELS, operationModelKey } from '../operationModels';
import AdminAccountsField, { type AdminRow } from './AdminAccountsField';
import RegionField from './RegionField';
import { NO_PLACEHOLDER } from '@/components/form/placeholder';
import { useEntityForm } from '@/components/form/useEntityForm';

interface FormValues {
  name: string;
  code?: string;
  region: string[];
  address: string;
  admins: AdminRow[];
  operationModel: API.OperationModel;
}

const toBody = (values: FormValues): API.OrganizationCreate => ({
  name: values.name,
  code: values.code?.trim() || undefined,
  region: values.region,
  address: values.address.trim(),
  admins: values.admins.map((row) => row.account.trim()),
  operationModel: values.operationModel,
});

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export default function CreateOrganizationForm({ open, onClose, onCreated }: Props) {
  const t = useT();
  const { formProps } = useEntityForm({
    open,
    onClose,
    create: createOrganization,
    toBody,
    onCreated,
    // The request layer showed the toast; a duplicate or invalid name is also marked on its field.
    onRefused: (form, error) =>
      showServerFieldError(form, error, {
        duplicates: { '010002': 'name' },
        lengths: { name: ORG_NAME_LENGTH, code: CODE_LENGTH },
        required: { name: 'validation.required.orgName' },
      }),
  });

  return (
    <ModalForm<FormValues>
      {...formProps}
      title={t('organization.create')}
      name="createOrganization"
      initialValues={{ admins: [{ account: '' }], operationModel: 'direct' }}
    >
      <ActsOnOrg text="organization.create.org" />
      <ProFormText
        name="name"
        label={t('organization.field.name')}
        placeholder={t('organization.placeholder.name')}
        rules={nameRules('validation.required.orgName', ORG_NAME_LENGTH)}
      />
      <ProFormText
        name="code"
        label={t('organization.field.code')}
        placeholder={t('organization.placeholder.code')}
        rules={optionalNameRules(CODE_LENGTH)}
      />
      <RegionField wanted={open} />
      <ProFormTextArea
        name="address"
        label={t('organization.field.address')}
        placeholder={t('organization.placeholder.address')}
        rules={[{ required: true, whitespace: true, message: t('organization.address.required') }]}
        fieldProps={{ maxLength: 255, autoSize: { minRows: 2, maxRows: 4 } }}
      />
      <AdminAccountsField />
      <ProFormSelect
        name="operationModel"
        label={t('organization.field.operationModel')}
        rules={[{ required: true, message: t('organization.operationModel.required') }]}
        options={OPERATION_MODELS.map((model) => ({ value: model, label: t(operationModelKey(model)) }))}
        allowClear={false}
        fieldProps={NO_PLACEHOLDER}
      />
    </ModalForm>
  );
}
