/**
 * The toasts the request layer shows. Each is keyed by its text, so the same message shown again while it is
 * open replaces itself (a burst of identical failures shows one toast); all close after 1.5 s.
 */
import { message, notification } from 'antd';
import { NOTIFY_SECONDS } from './codes';

message.config({ duration: NOTIFY_SECONDS, maxCount: 3 });
notification.config({ duration: NOTIFY_SECONDS, maxCount: 3 });

export const feedback = {
  error: (text: string) => message.error({ content: text, key: `error:${text}`, duration: NOTIFY_SECONDS }),
  warning: (text: string) => message.warning({ content: text, key: `warning:${text}`, duration: NOTIFY_SECONDS }),
  notify: (title: string, description: string) =>
    notification.error({
      message: title,
      description,
      key: `notify:${title}:${description}`,
      duration: NOTIFY_SECONDS,
    }),
};
