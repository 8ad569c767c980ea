// Runtime configuration only; each part delegates to its module.
import type { RequestConfig, RunTimeLayoutConfig } from '@umijs/max';
import { requestConfig } from '@/request/config';
import { startSession, type SessionContext } from '@/session/startup';
import { layoutConfig } from '@/layouts/layoutConfig';

export async function getInitialState(): Promise<SessionContext> {
  return startSession();
}

export const layout: RunTimeLayoutConfig = (props) => layoutConfig(props);

export const request: RequestConfig = requestConfig;
