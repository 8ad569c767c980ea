// What the live alarm journeys share: raising and clearing alarms through the simulator, and waiting for a page's own
// alarm stream.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Raises alarms now through the simulator's control endpoint: their ids. */
export async function raise(
  request: APIRequestContext,
  body: { type?: string; count?: number } = {},
): Promise<string[]> {
  const res = await request.post('/api/__sim/alarms/raise', { data: { busId: 'org-1', ...body } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.ids;
}

/**
 * From a navigation on: resolves once this page's stream has answered (a stream of an earlier page may still count as
 * open on the simulator for a moment), so what is raised from then on comes as an event, not as a re-read.
 */
export function streamOf(page: Page) {
  let opened = false;
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/ropc/alarm/stream' && res.status() === 200) opened = true;
  });
  return () => expect.poll(() => opened, { message: "this page's alarm stream open" }).toBe(true);
}

export async function clear(request: APIRequestContext, id: string) {
  expect((await request.post('/api/__sim/alarms/raise', { data: { clear: id } })).ok()).toBeTruthy();
}
