// The tutorial endpoints: what each organisation sees, filters and paging, adding with every rule, the media.
import { resetStore } from './_sim/store';
import { callKey, type CallOptions } from './_sim/testing';
import handlers from './tutorial';

const PAGE = 'POST /api/ropc/tutorial/page';
const CREATE = 'POST /api/ropc/tutorial/create';
const MEDIA = 'GET /api/ropc/tutorial/media/:file';

const page = (body: object = {}, options: CallOptions = {}) =>
  callKey(handlers, PAGE, { as: 'u-admin', busId: 'org-1', body, ...options });
const create = (body: object, options: CallOptions = {}) =>
  callKey(handlers, CREATE, { as: 'u-admin', busId: 'org-1', body, ...options });
const titles = (answer: { body: { data: { list: { title: string }[] } } }) =>
  answer.body.data.list.map((row) => row.title);

const valid = {
  title: 'Emptying the recovery tank',
  language: 'en-US',
  videoUrl: 'https://videos.example.com/recovery-tank.mp4',
};

beforeEach(() => resetStore());

describe('POST /api/ropc/tutorial/page', () => {
  it('lists the platform tutorials and those of the organisation, newest first, ten a page', async () => {
    const first = await page();
    expect(first.body.code).toBe('000200');
    expect(first.body.data.total).toBe(14);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toMatchObject({
      title: 'Harbour lobby night route',
      scope: 'organization',
      orgName: 'Harbour Facilities Group',
    });
    expect(first.body.data.list[1]).toMatchObject({
      title: 'Daily checks before the first shift',
      scope: 'platform',
      orgName: null,
      thumbnailUrl: null,
    });
    const dates = first.body.data.list.map((row: { createdAt: string }) => row.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await page({ current: 2, pageSize: 10 });
    expect(second.body.data.list).toHaveLength(4);
    expect(titles(second)).not.toContain(titles(first)[0]);
  });

  it('shows an organisation tutorial in its sub-organisations but not elsewhere', async () => {
    expect(titles(await page({ pageSize: 50 }, { busId: 'org-1-2' }))).toContain('Harbour lobby night route');
    const tokyo = await page({ pageSize: 50 }, { busId: 'org-2' });
    expect(tokyo.body.data.total).toBe(13);
    expect(titles(tokyo)).not.toContain('Harbour lobby night route');
  });

  it('filters by language and by a part of the title, any case and width', async () => {
    const ja = await page({ language: 'ja-JP', pageSize: 50 });
    expect(ja.body.data.list.every((row: { language: string }) => row.language === 'ja-JP')).toBe(true);
    expect(ja.body.data.total).toBe(4);
    expect(titles(await page({ title: 'SQUEEGEE' }))).toEqual(['Replacing the squeegee blades']);
    expect(titles(await page({ title: 'ＳＱＵＥＥＧＥＥ' }))).toEqual(['Replacing the squeegee blades']);
    expect(titles(await page({ title: '告警', language: 'zh-CN' }))).toEqual(['处理告警消息']);
    expect((await page({ title: 'no such tutorial' })).body.data).toEqual({ list: [], total: 0 });
  });

  it('refuses an unknown language or a title that is not a text', async () => {
    expect((await page({ language: 'fr-FR' })).body).toMatchObject({
      code: '010007',
      data: { field: 'language', rule: 'oneOf' },
    });
    expect((await page({ title: { $ne: '' } })).body).toMatchObject({
      code: '010007',
      data: { field: 'title', rule: 'type' },
    });
  });

  it('needs a token; without an organisation it lists the platform tutorials only', async () => {
    expect((await callKey(handlers, PAGE, { busId: 'org-1', body: {} })).body.code).toBe('000401');
    const noOrg = await callKey(handlers, PAGE, { as: 'u-noorg', body: { pageSize: 50 } });
    expect(noOrg.body.data.total).toBe(13);
    expect(noOrg.body.data.list.every((row: { scope: string }) => row.scope === 'platform')).toBe(true);
    expect((await page({}, { as: 'u-operator', busId: 'org-2' })).body.code).toBe('000402');
  });
});

describe('POST /api/ropc/tutorial/create', () => {
  it('adds a tutorial to the organisation; it is listed first', async () => {
    const answer = await create({ ...valid, description: 'Twice a shift.\nRinse the float.', durationSeconds: 150 });
    expect(answer.body.code).toBe('000200');
    expect(answer.body.data).toMatchObject({
      ...valid,
      description: 'Twice a shift.\nRinse the float.',
      durationSeconds: 150,
      scope: 'organization',
      thumbnailUrl: null,
    });
    const listed = await page();
    expect(listed.body.data.total).toBe(15);
    expect(listed.body.data.list[0]).toMatchObject({ id: answer.body.data.id, title: valid.title });
    expect(titles(await page({ pageSize: 50 }, { busId: 'org-2' }))).not.toContain(valid.title);
  });

  it('accepts a path on the console origin and leaves out an empty description and duration', async () => {
    const answer = await create({
      ...valid,
      videoUrl: '/media/recovery-tank.webm',
      description: '',
      durationSeconds: null,
    });
    expect(answer.body.data).toMatchObject({
      videoUrl: '/media/recovery-tank.webm',
      description: '',
      durationSeconds: null,
    });
  });

  it.each([
    ['title', 'required', { title: undefined }],
    ['title', 'required', { title: '' }],
    ['title', 'special', { title: 'Brushes <new>' }],
    ['title', 'special', { title: 'Step 1: charging' }],
    ['title', 'space', { title: ' Charging' }],
    ['title', 'tooLong', { title: 'x'.repeat(65) }],
    ['title', 'special', { title: 'Tab\there' }],
    ['description', 'tooLong', { description: 'd'.repeat(501) }],
    ['description', 'type', { description: 42 }],
    ['language', 'required', { language: undefined }],
    ['language', 'oneOf', { language: 'fr-FR' }],
    ['videoUrl', 'required', { videoUrl: undefined }],
    ['videoUrl', 'required', { videoUrl: '   ' }],
    ['videoUrl', 'url', { videoUrl: 'javascript:alert(1)' }],
    ['videoUrl', 'url', { videoUrl: 'JaVaScRiPt:alert(1)' }],
    ['videoUrl', 'url', { videoUrl: 'data:video/mp4;base64,AAAA' }],
    ['videoUrl', 'url', { videoUrl: 'ftp://files.example.com/a.mp4' }],
    ['videoUrl', 'url', { videoUrl: 'www.example.com/a.mp4' }],
    ['videoUrl', 'url', { videoUrl: 'video.mp4' }],
    ['videoUrl', 'url', { videoUrl: '//evil.example/a.mp4' }],
    ['videoUrl', 'url', { videoUrl: 'https://' }],
    ['videoUrl', 'url', { videoUrl: 'https://user:pass@videos.example.com/a.mp4' }],
    ['videoUrl', 'url', { videoUrl: 'https://videos.example.com/a b.mp4' }],
    ['videoUrl', 'tooLong', { videoUrl: `https://videos.example.com/${'a'.repeat(2048)}` }],
    ['videoUrl', 'required', { videoUrl: ['https://videos.example.com/a.mp4'] }],
    ['durationSeconds', 'range', { durationSeconds: 0 }],
    ['durationSeconds', 'range', { durationSeconds: 36000 }],
    ['durationSeconds', 'type', { durationSeconds: 1.5 }],
    ['durationSeconds', 'type', { durationSeconds: '12:30' }],
  ])('refuses a bad %s with rule %s (case %#)', async (field, rule, change) => {
    const answer = await create({ ...valid, ...change });
    expect(answer.body).toMatchObject({ code: '010007', data: { field, rule } });
    expect((await page()).body.data.total).toBe(14);
  });

  it('refuses a title already used in the organisation or by the platform, whatever the case or width', async () => {
    expect((await create(valid)).body.code).toBe('000200');
    expect((await create({ ...valid, title: 'EMPTYING the recovery tank' })).body).toMatchObject({
      code: '010007',
      data: { field: 'title', rule: 'duplicate' },
    });
    expect((await create({ ...valid, title: 'Ｒeplacing the squeegee blades' })).body.data).toEqual({
      field: 'title',
      rule: 'duplicate',
    });
    // Another organisation does not see org-1's tutorial: the same title is free there.
    expect((await create(valid, { busId: 'org-2' })).body.code).toBe('000200');
  });

  it('needs tutorial:create (010012) and access to the organisation (000402)', async () => {
    const operator = await create(valid, { as: 'u-operator' });
    expect(operator.body).toMatchObject({ code: '010012', msg: 'Permission denied' });
    expect((await create(valid, { as: 'u-operator', busId: 'org-2' })).body.code).toBe('000402');
    expect((await create(valid, { as: 'u-operator', locale: 'ja-JP' })).body.msg).toBe('権限がありません');
    expect((await page()).body.data.total).toBe(14);
  });

  it('lets distributor staff add in alternate mode as the organisation administrator', async () => {
    const answer = await create(valid, { as: 'u-distributor', busId: 'org-3', mode: { fromBusId: 'dist-1' } });
    expect(answer.body.code).toBe('000200');
  });
});

describe('GET /api/ropc/tutorial/media/:file', () => {
  it('serves the sample clip for the seeded same-origin videos and 404 otherwise', async () => {
    const clip = await callKey(handlers, MEDIA, { params: { file: 'first-start.webm' } });
    expect(clip.statusCode).toBe(200);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(Buffer.isBuffer(clip.text)).toBe(true);
    expect((clip.text as unknown as Buffer).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect((await callKey(handlers, MEDIA, { params: { file: '../../package.json' } })).statusCode).toBe(404);
  });
});
