/**
 * The tutorials table: the manufacturer's product tutorials (platform, seen by every signed-in user) in the
 * three languages, and one tutorial that org-1's administrators added for their sites. Same-origin videos are
 * served by the simulator (GET /api/ropc/tutorial/media/:file, one short sample clip); the others are links to
 * the (fictional) video hosts of the manufacturer and its distributors.
 */
import type { TutorialLanguage } from '../../../src/domain/tutorialRules';
import { daysAgo, iso } from '../clock';
import { defineArea } from '../store';

export interface TutorialRow {
  id: string;
  /** null: a platform tutorial; else the organisation that added it. */
  busId: string | null;
  title: string;
  description: string;
  language: TutorialLanguage;
  videoUrl: string;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  createdAt: string;
  createdBy: string | null;
}

/** The files GET /api/ropc/tutorial/media/:file serves (each the sample clip). */
export const MEDIA_FILES = [
  'first-start.webm',
  'elevator-rides.webm',
  'home-dashboard.webm',
  'users-roles.webm',
  'alarms.webm',
  'lobby-route.webm',
];

const MEDIA = '/api/ropc/tutorial/media/';
const HOST = 'https://videos.pacific-robotics.example/tutorials/';
const thumb = (name: string) => `/tutorials/${name}.svg`;

type Seed = Omit<TutorialRow, 'id' | 'createdAt' | 'createdBy' | 'busId'> & { busId?: string; age: number };

const SEED: Seed[] = [
  {
    language: 'en-US',
    title: 'First start of a floor scrubber',
    description:
      'Unpack the scrubber, fit the brushes and the squeegee, charge the battery, then map the site and run the first cleaning route from the operator app.',
    videoUrl: `${MEDIA}first-start.webm`,
    thumbnailUrl: thumb('scrubber'),
    durationSeconds: 495,
    age: 120,
  },
  {
    language: 'ja-JP',
    title: '床洗浄ロボットの初回起動',
    description:
      '開梱からブラシとスクイージーの取り付け、バッテリーの充電、マップ作成、アプリからの最初の清掃ルート実行までを説明します。',
    videoUrl: `${MEDIA}first-start.webm`,
    thumbnailUrl: thumb('scrubber'),
    durationSeconds: 495,
    age: 118,
  },
  {
    language: 'zh-CN',
    title: '洗地机首次启动',
    description: '从开箱、安装刷盘和刮水条、电池充电，到建图并在运维 App 中执行第一条清洁路线。',
    videoUrl: `${MEDIA}first-start.webm`,
    thumbnailUrl: thumb('scrubber'),
    durationSeconds: 495,
    age: 117,
  },
  {
    language: 'en-US',
    title: 'Replacing the squeegee blades',
    description:
      'When worn blades leave water streaks, how to take the rear squeegee off without tools, fit new blades and check the result on a test run.',
    videoUrl: `${HOST}squeegee-replacement.mp4`,
    thumbnailUrl: thumb('squeegee'),
    durationSeconds: 270,
    age: 96,
  },
  {
    language: 'ja-JP',
    title: 'スクイージーブレードの交換',
    description:
      '水跡が残るようになったら交換の目安です。工具を使わずにリアスクイージーを外し、新しいブレードを取り付けて試運転で確認します。',
    videoUrl: `${HOST}squeegee-replacement-ja.mp4`,
    thumbnailUrl: null,
    durationSeconds: 270,
    age: 95,
  },
  {
    language: 'en-US',
    title: 'Setting up elevator rides',
    description:
      "Pair the robot with the building's elevator gateway, mark the waiting points on each floor and test a ride before enabling multi-floor routes.",
    videoUrl: `${MEDIA}elevator-rides.webm`,
    thumbnailUrl: thumb('elevator'),
    durationSeconds: 665,
    age: 80,
  },
  {
    language: 'zh-CN',
    title: '配置机器人乘梯',
    description: '将机器人与楼宇电梯网关配对，在各楼层标记候梯点，并在启用跨楼层路线前完成一次乘梯测试。',
    videoUrl: `${HOST}elevator-rides-zh.mp4`,
    thumbnailUrl: thumb('elevator'),
    durationSeconds: 665,
    age: 79,
  },
  {
    language: 'en-US',
    title: 'Reading the home dashboard',
    description:
      'What task count, unit time, completion rate and cleaning efficiency tell you, and how to compare the last 7 and 30 days across your sites.',
    videoUrl: `${MEDIA}home-dashboard.webm`,
    thumbnailUrl: thumb('dashboard'),
    durationSeconds: 320,
    age: 60,
  },
  {
    language: 'ja-JP',
    title: 'アラームの確認と対処',
    description:
      'ベルに届いたアラームの読み方、原因と対処方法の確認、現場スタッフへの引き継ぎ、対応後に既読にするまでの流れです。',
    videoUrl: `${MEDIA}alarms.webm`,
    thumbnailUrl: thumb('alarm'),
    durationSeconds: 405,
    age: 45,
  },
  {
    language: 'zh-CN',
    title: '处理告警消息',
    description: '如何查看铃铛中的告警、阅读原因与处理建议、通知现场人员，并在处理完成后标记为已读。',
    videoUrl: `${MEDIA}alarms.webm`,
    thumbnailUrl: thumb('alarm'),
    durationSeconds: 405,
    age: 44,
  },
  {
    language: 'ja-JP',
    title: 'ユーザーとロールの追加',
    description: '現場スタッフのアカウントを追加し、必要な権限だけを持つロールを作成して割り当てる方法を説明します。',
    videoUrl: `${MEDIA}users-roles.webm`,
    thumbnailUrl: thumb('users'),
    durationSeconds: 430,
    age: 30,
  },
  {
    language: 'zh-CN',
    title: '添加用户和角色',
    description: '为现场人员添加账号，创建只包含所需权限的角色并分配给用户。',
    videoUrl: `${HOST}users-roles-zh.mp4`,
    thumbnailUrl: thumb('users'),
    durationSeconds: null,
    age: 29,
  },
  {
    language: 'en-US',
    title: 'Daily checks before the first shift',
    description:
      'A five-minute walk-around: battery level, clean water and detergent, recovery tank, brushes, squeegee and bumper sensors.',
    videoUrl: `${HOST}daily-checks.mp4`,
    thumbnailUrl: null,
    durationSeconds: 300,
    age: 14,
  },
  {
    busId: 'org-1',
    language: 'en-US',
    title: 'Harbour lobby night route',
    description:
      'Our own walkthrough of the night route in the Harbour lobby: where the robot parks, which doors stay open and whom to call.',
    videoUrl: `${MEDIA}lobby-route.webm`,
    thumbnailUrl: null,
    durationSeconds: 185,
    age: 5,
  },
];

export const tutorials = defineArea('tutorials', (): TutorialRow[] =>
  SEED.map(({ age, busId, ...row }, i) => ({
    ...row,
    id: `tut-${i + 1}`,
    busId: busId ?? null,
    createdAt: iso(daysAgo(age)),
    createdBy: busId ? 'u-admin' : null,
  })),
);
