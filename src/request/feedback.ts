/** The toasts the request layer shows: one per distinct message at a time, closing after 1.5 s. */
import { message, notification } from 'antd';
import { NOTIFY_SECONDS } from './codes';

message.config({ duration: NOTIFY_SECONDS, maxCount: 3 });
notification.config({ duration: NOTIFY_SECONDS, maxCount: 3 });

export const feedback = {
  error: (text: string) => message.error({ content: text, key: `error:${text}` }),
  warning: (text: string) => message.warning({ content: text, key: `warning:${text}` }),
  notify: (title: string, description: string) =>
    notification.error({ message: title, description, key: `notify:${title}:${description}` }),
};
