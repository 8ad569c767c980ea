// Video tutorials: the platform's (for everyone) plus those added in the current organisation or above it;
// adding one (tutorial:create); the sample clip that stands in for the platform's same-origin videos.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkVideoUrl,
  DESCRIPTION_MAX,
  DURATION_MAX_SECONDS,
  isTutorialLanguage,
  TUTORIAL_LANGUAGES,
  VIDEO_URL_MAX,
} from '../src/domain/tutorialRules';
import { iso, now } from './_sim/clock';
import { canOpen, lineageOf } from './_sim/access';
import { paginate, route, SimError, type Req, type Res } from './_sim/http';
import { Codes } from './_sim/messages';
import { db, newId } from './_sim/store';
import { MEDIA_FILES, tutorials, type TutorialRow } from './_sim/seed/tutorials';
import { invalidParam, optionalText, requireInt, requireName, requireOneOf, sameName } from './_sim/validate';

const invalid = invalidParam;

/** The tutorials seen in `busId`: the platform's and those of the organisation or an organisation above it. */
function visibleIn(busId: string): TutorialRow[] {
  const owners = new Set(busId ? lineageOf(busId).map((o) => o.busId) : []);
  return tutorials
    .get()
    .filter((row) => row.busId === null || owners.has(row.busId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export const tutorialView = (row: TutorialRow): API.Tutorial => ({
  id: row.id,
  title: row.title,
  description: row.description,
  language: row.language,
  videoUrl: row.videoUrl,
  thumbnailUrl: row.thumbnailUrl,
  durationSeconds: row.durationSeconds,
  scope: row.busId ? 'organization' : 'platform',
  orgName: row.busId ? (db().orgs.find((o) => o.busId === row.busId)?.name ?? null) : null,
  createdAt: row.createdAt,
});

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

function parseQuery(body: Record<string, unknown>) {
  const { language, title } = body;
  if (language !== undefined && language !== null && language !== '' && !isTutorialLanguage(language))
    throw invalid('language', 'oneOf');
  if (title !== undefined && title !== null && typeof title !== 'string') throw invalid('title', 'type');
  return { language: language || undefined, title: typeof title === 'string' ? fold(title.trim()) : '' };
}

function requireVideoUrl(value: unknown): string {
  const problem = checkVideoUrl(value);
  if (problem) throw invalid('videoUrl', problem, { max: VIDEO_URL_MAX });
  return value as string;
}

const optionalDuration = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? null
    : requireInt(value, 'durationSeconds', { min: 1, max: DURATION_MAX_SECONDS });

let sampleClip: Buffer | undefined;
const clip = () => (sampleClip ||= readFileSync(join(process.cwd(), 'mock/_sim/media/sample.webm')));

export default {
  // Needs a token; x-bus-id is optional (without it: the platform's tutorials only) but must be openable if sent.
  'POST /api/ropc/tutorial/page': route(
    { access: 'user' },
    ({ user, busId, sourceBusId, body }): API.Page<API.Tutorial> => {
      if (busId && !canOpen(user, busId, sourceBusId)) throw new SimError(Codes.noAccess);
      const query = parseQuery(body);
      const rows = visibleIn(busId).filter(
        (row) => (!query.language || row.language === query.language) && fold(row.title).includes(query.title),
      );
      const page = paginate(rows, body);
      return { list: page.list.map(tutorialView), total: page.total };
    },
  ),

  'POST /api/ropc/tutorial/create': route({ permission: 'tutorial:create' }, ({ user, busId, body }): API.Tutorial => {
    const title = requireName(body.title, 'title');
    const description = optionalText(body.description, 'description', DESCRIPTION_MAX);
    const language = requireOneOf(body.language, TUTORIAL_LANGUAGES, 'language');
    const videoUrl = requireVideoUrl(body.videoUrl);
    const durationSeconds = optionalDuration(body.durationSeconds);
    if (visibleIn(busId).some((row) => sameName(row.title, title))) throw invalid('title', 'duplicate');
    const row: TutorialRow = {
      id: newId('tut'),
      busId,
      title,
      description,
      language,
      videoUrl,
      thumbnailUrl: null,
      durationSeconds,
      createdAt: iso(now()),
      createdBy: user.userId,
    };
    tutorials.get().push(row);
    return tutorialView(row);
  }),

  // The <video> element asks without the console's headers: public, like a CDN; unknown files answer 404.
  'GET /api/ropc/tutorial/media/:file': (req: Req, res: Res) => {
    const file = req.params?.file || '';
    if (!MEDIA_FILES.includes(file)) {
      res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    res.status(200).setHeader('Content-Type', 'video/webm');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    (res as unknown as { end(body: Buffer): void }).end(clip());
  },
};
