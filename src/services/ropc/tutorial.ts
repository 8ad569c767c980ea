/** Video tutorials: the platform's and those of the current organisation; adding one. */
import { ropc, createOptions } from './client';

export const listTutorials = (query: API.TutorialQuery, signal?: AbortSignal) =>
  ropc.post<API.Page<API.Tutorial>>('/tutorial/page', query, { signal });

export const createTutorial = (body: API.TutorialPayload, idempotencyKey?: string) =>
  ropc.post<API.Tutorial>('/tutorial/create', body, createOptions(idempotencyKey));
