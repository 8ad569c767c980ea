// Video tutorials (the product documentation's tutorial tab).
declare namespace API {
  type TutorialLanguage = 'en-US' | 'ja-JP' | 'zh-CN';

  interface Tutorial {
    id: string;
    title: string;
    description: string;
    language: TutorialLanguage;
    /** An absolute http(s) URL, or a path on the console's own origin. */
    videoUrl: string;
    /** An image URL; only same-origin ones are shown (CSP img-src 'self'). */
    thumbnailUrl: string | null;
    durationSeconds: number | null;
    /** platform: the manufacturer's, seen by everyone; organization: added by an organisation's administrators. */
    scope: 'platform' | 'organization';
    /** The organisation that added it (scope organization), else null. */
    orgName: string | null;
    createdAt: string;
  }

  interface TutorialQuery extends PageParams {
    language?: TutorialLanguage;
    /** Part of the title, any case. */
    title?: string;
  }

  interface TutorialPayload {
    title: string;
    description?: string;
    language: TutorialLanguage;
    videoUrl: string;
    durationSeconds?: number | null;
  }
}
