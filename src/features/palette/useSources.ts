/**
 * What the palette finds, in the UI language: the pages the user may open, every organisation of the user (the
 * session's list, thousands included), the chapters and sections of both documentation pages (loaded for the
 * active language when the palette first opens) and the latest alarms of the current organisation.
 */
import { useAccess, useIntl, useModel, useNavigate } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useCallback, useMemo } from 'react';
import { CLOSED_LIST, useAlarmScope, useAlarmUrl } from '@/features/alarms';
import { ROUTE_ENTRIES } from '@/utils/routeTable';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { loadContent } from '@/documentation/load';
import { outlineOf } from '@/documentation/outline';
import { pageAlarms } from '@/services/ropc/alarm';
import { docHref, type DocKind } from '@/components/help/docLinks';
import type { Searchable } from './match';
import { useSwitchOrg } from './useSwitchOrg';

export type Group = 'pages' | 'orgs' | 'docs' | 'alarms';

export interface PaletteItem extends Searchable {
  key: string;
  group: Group;
  detail?: string;
  current?: boolean;
  /** An alarm's start. */
  at?: string;
  run: () => void | Promise<void>;
}

const DOC_KINDS: DocKind[] = ['product', 'maintenance'];
const DOC_TITLES: Record<DocKind, MessageKey> = {
  product: 'help.productDocumentation',
  maintenance: 'help.maintenanceInstructions',
};
const RECENT_ALARMS = 8;

export function useSources(): Record<Group, PaletteItem[]> {
  const t = useT();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const access = useAccess() as Record<string, boolean>;
  const { initialState } = useModel('@@initialState');
  const switchOrg = useSwitchOrg();
  const [, setAlarmUrl] = useAlarmUrl();
  const alarmScope = useAlarmScope();
  // Documentation opens where the user is, like every other result (Back returns to the console).
  const openDoc = useCallback((href: string) => navigate(href), [navigate]);
  const docs = useRequest(() => Promise.all(DOC_KINDS.map((kind) => loadContent(kind, locale))), {
    refreshDeps: [locale],
  });
  const alarms = useRequest(() => pageAlarms({ current: 1, pageSize: RECENT_ALARMS }), {
    refreshDeps: [initialState?.currentOrgId],
  });

  const pages = useMemo<PaletteItem[]>(() => {
    const routes = ROUTE_ENTRIES.filter(
      (r) => r.inLayout && !r.redirect && r.titleKey && r.access && access[r.access],
    ).map<PaletteItem>((r) => ({
      key: `page:${r.path}`,
      group: 'pages',
      label: t(r.titleKey as MessageKey),
      keywords: r.path,
      run: () => navigate(r.path),
    }));
    // The alarm list is a drawer over any page, not a route: it is a page to the user all the same.
    const alarmList: PaletteItem = {
      key: 'page:alarms',
      group: 'pages',
      label: t('alarm.title'),
      keywords: t('palette.group.alarms'),
      run: () => setAlarmUrl({ ...CLOSED_LIST, alarms: 'open' }),
    };
    return alarmScope ? [...routes, alarmList] : routes;
  }, [access, alarmScope, navigate, setAlarmUrl, t]);

  const orgs = useMemo<PaletteItem[]>(() => {
    const list = initialState?.mode ? [] : initialState?.orgList || [];
    return list.map((org) => ({
      key: `org:${org.busId}`,
      group: 'orgs',
      label: org.name,
      keywords: org.busId,
      current: org.busId === initialState?.currentOrgId,
      run: () => switchOrg(org.busId),
    }));
  }, [initialState?.orgList, initialState?.currentOrgId, initialState?.mode, switchOrg]);

  const docItems = useMemo<PaletteItem[]>(
    () =>
      (docs.data || []).flatMap((page, i) => {
        const kind = DOC_KINDS[i];
        const title = t(DOC_TITLES[kind]);
        return [
          { key: `doc:${kind}`, group: 'docs' as const, label: title, run: () => openDoc(docHref({ doc: kind })) },
          ...outlineOf(page).map((entry) => ({
            key: `doc:${kind}:${entry.id}`,
            group: 'docs' as const,
            label: entry.title,
            detail: entry.level === 3 ? `${title} › ${entry.chapterTitle}` : title,
            keywords: entry.chapterTitle,
            run: () => openDoc(docHref({ doc: kind, id: entry.id })),
          })),
        ];
      }),
    [docs.data, openDoc, t],
  );

  const alarmItems = useMemo<PaletteItem[]>(
    () =>
      (alarms.data?.list || []).map((alarm) => ({
        key: `alarm:${alarm.id}`,
        group: 'alarms',
        label: t(`alarm.type.${alarm.type}`),
        detail: `${alarm.deviceName} · ${alarm.orgName}`,
        keywords: `${alarm.deviceName} ${alarm.orgName}`,
        at: alarm.startedAt,
        run: () => setAlarmUrl({ alarmId: alarm.id }),
      })),
    [alarms.data, setAlarmUrl, t],
  );

  return { pages, orgs, docs: docItems, alarms: alarmItems };
}
