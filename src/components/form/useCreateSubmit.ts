/**
 * The submit of a create dialog: the call with an idempotency key (src/request/idempotency.ts), "Added" on
 * success, then the caller's follow-up; on a refusal the caller marks its fields (the request layer has already
 * shown the message). Answers whether the dialog may close, as ProForm's onFinish expects.
 */
import { message } from 'antd';
import { useT } from '@/locales/t';
import { useIdempotentCreate } from '@/request/idempotency';

interface Handlers<T> {
  onCreated: (answer: T) => void;
  onRefused: (error: unknown) => void;
}

export function useCreateSubmit<B, T>(
  create: (body: B, key: string) => Promise<T>,
  { onCreated, onRefused }: Handlers<T>,
) {
  const t = useT();
  const createOnce = useIdempotentCreate();
  return async (body: B): Promise<boolean> => {
    try {
      const answer = await createOnce(body, (key) => create(body, key));
      message.success(t('success.add'));
      onCreated(answer);
      return true;
    } catch (error) {
      onRefused(error);
      return false; // keep the dialog and its input
    }
  };
}
