import type en from '../en-US/tutorial';

export default {
  'tutorial.title': '视频教程',
} satisfies Record<keyof typeof en, string>;
