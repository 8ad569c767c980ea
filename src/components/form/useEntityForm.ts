/**
 * What every "Add" dialog shares: its form; one create call per submit however often the button is pressed
 * (idempotent, "Added", then the caller's follow-up); a refusal marked on its field with the input kept; and the
 * ModalForm props of a create dialog (closed only by Cancel or the close button, rendered ahead when idle).
 */
import { Form, type FormInstance } from 'antd';
import { useRenderAhead } from '@/components/LazyDialog/renderAhead';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { useCreateSubmit } from './useCreateSubmit';

interface Options<Values, Body, Answer> {
  open: boolean;
  onClose: () => void;
  /** The service's create call (its second argument is the idempotency key). */
  create: (body: Body, key: string) => Promise<Answer>;
  /** The request body of the form's values. */
  toBody: (values: Values) => Body;
  onCreated: (answer: Answer) => void;
  /** Marks the field a refusal is about (the request layer has shown the message). */
  onRefused: (form: FormInstance<Values>, error: unknown) => void;
  /** The submit button's text: "OK" unless the dialog says what it does. */
  submitText?: MessageKey;
}

export function useEntityForm<Values, Body, Answer>({
  open,
  onClose,
  create,
  toBody,
  onCreated,
  onRefused,
  submitText = 'common.ok',
}: Options<Values, Body, Answer>) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const ahead = useRenderAhead();
  const submit = useCreateSubmit(create, { onCreated, onRefused: (error) => onRefused(form, error) });
  const submitValues = (values: Values) => submit(toBody(values));
  const [onFinish] = useSingleFlight(submitValues);
  return {
    form,
    /** Creates from the values (for a dialog that asks before it submits). */
    submitValues,
    /** Spread on the ModalForm. */
    formProps: {
      form,
      open,
      onOpenChange: (next: boolean) => (next ? undefined : onClose()),
      modalProps: { destroyOnHidden: true, maskClosable: false, ...ahead },
      submitter: { searchConfig: { submitText: t(submitText), resetText: t('common.cancel') } },
      onFinish,
    },
  };
}
