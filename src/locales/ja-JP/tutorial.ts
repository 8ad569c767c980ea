import type en from '../en-US/tutorial';

export default {
  'tutorial.title': '動画チュートリアル',
} satisfies Record<keyof typeof en, string>;
