/**
 * The answers the boot script (src/speed/boot) asked for before the bundle ran (its early calls: the shell's settings, preferences and
 * unread count, and /home's summary and trend), held for the app's first identical calls (heldAnswers.ts). Nothing
 * is taken once the user has left the page they landed on, so a page opened later never shows an answer from the
 * start of the visit.
 */
import { dropAnswers, type HeldAnswer, holdAnswers } from './heldAnswers';

/** One call of boot.js: its answer resolves to the parsed body, or null when the call failed. */
export interface EarlyCall {
  method: string;
  url: string;
  /** The JSON body of a POST, '' for a GET. */
  body: string;
  answer: Promise<unknown>;
}

const early = new WeakSet<HeldAnswer>();

/** Holds boot.js's early calls (src/session/boot.ts, when startup adopts the boot state). */
export function holdEarlyCalls(state: { token: string; locale: string; busId: string; early?: unknown }) {
  forgetEarlyCalls();
  const calls = Array.isArray(state.early) ? (state.early as EarlyCall[]) : [];
  const landing = window.location.pathname;
  const answers = calls.map((call) => {
    const answer: HeldAnswer = {
      ...call,
      token: state.token,
      locale: state.locale,
      busId: () => state.busId,
      usable: () => window.location.pathname === landing,
    };
    early.add(answer);
    return answer;
  });
  holdAnswers(answers);
}

export function forgetEarlyCalls() {
  dropAnswers((answer) => early.has(answer));
}
