/**
 * Stand in for the dialog and light-filter layouts that pro-form's schema form (BetaSchemaForm, which ProTable
 * uses for its search form) imports although the console's tables only search with QueryFilter: ModalForm, and
 * with it antd Modal, DrawerForm and LightFilter stay out of every table page's first load (config/bundle.ts).
 * The console's own dialogs import the real ModalForm and DrawerForm and are not affected.
 * config/bundle.test.ts fails when the code starts needing them in a schema form.
 */
function trimmed(name: string) {
  return function TrimmedLayout(): never {
    throw new Error(
      `${name} was trimmed from ProTable's schema form (config/bundle.ts); use it directly, not through a schema form`,
    );
  };
}

export const ModalForm = trimmed('ModalForm');
export const DrawerForm = trimmed('DrawerForm');
export const LightFilter = trimmed('LightFilter');
