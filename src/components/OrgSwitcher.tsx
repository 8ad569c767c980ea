/**
 * The header's organisation switcher: every organisation of the user. Switching saves currentOrgId and refreshes
 * the session (permissions of the new organisation); the main layout remounts the page on the new currentOrgId,
 * so its data reloads with the new x-bus-id. Not shown in alternate mode (the mode banner names the organisation).
 */
import { useModel } from '@umijs/max';
import { Grid, Select } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { storedOrgId } from '@/session/storage';

export default function OrgSwitcher() {
  const t = useT();
  const { initialState, refresh } = useModel('@@initialState');
  const screens = Grid.useBreakpoint();
  const [switching, setSwitching] = useState(false);
  const orgs = initialState?.orgList || [];
  if (initialState?.mode || !orgs.length) return null;

  const onChange = async (busId: string) => {
    if (busId === initialState?.currentOrgId) return;
    storedOrgId.set(busId);
    setSwitching(true);
    try {
      await refresh();
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Select
      aria-label={t('shell.org.label')}
      data-testid="org-switcher"
      value={initialState?.currentOrgId}
      options={orgs.map((org) => ({ value: org.busId, label: org.name }))}
      onChange={onChange}
      loading={switching}
      disabled={switching}
      showSearch
      optionFilterProp="label"
      placeholder={t('shell.org.search')}
      popupMatchSelectWidth={false}
      style={{ width: screens.md ? 220 : 120 }}
    />
  );
}
