/** For tests: the browser's Notification, counting what is shown and answering the permission prompt as told. */
export interface Shown {
  title: string;
  options?: NotificationOptions;
  onclick: (() => void) | null;
  close: jest.Mock;
}

export function installFakeNotification(permission: NotificationPermission = 'default') {
  const shown: Shown[] = [];
  const requestPermission = jest.fn<Promise<NotificationPermission>, []>();
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    close = jest.fn();
    constructor(
      public title: string,
      public options?: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  return {
    shown,
    requestPermission,
    /** The browser's answer to the next prompt. */
    answer: (next: NotificationPermission) =>
      requestPermission.mockImplementationOnce(async () => {
        FakeNotification.permission = next;
        return next;
      }),
    setPermission: (next: NotificationPermission) => {
      FakeNotification.permission = next;
    },
  };
}
