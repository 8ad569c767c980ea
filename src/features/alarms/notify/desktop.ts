/**
 * Desktop notifications of alarms, opted in per user on this browser: the browser's permission is asked only from
 * the user's click (turnDesktopOn), never on load; what the control shows is derived from the permission and the
 * stored choice.
 */
import { storedDesktopAlarms } from '@/session/storage';

export type DesktopState = 'unsupported' | 'blocked' | 'on' | 'off';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

export function desktopState(userId?: string): DesktopState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return userId && Notification.permission === 'granted' && storedDesktopAlarms.get(userId) ? 'on' : 'off';
}

/** From a click only: asks the browser the first time, then stores the choice when it allows. */
export async function turnDesktopOn(userId: string): Promise<DesktopState> {
  if (!supported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'granted') storedDesktopAlarms.set(userId, true);
  return desktopState(userId);
}

export function turnDesktopOff(userId: string): DesktopState {
  storedDesktopAlarms.set(userId, false);
  return desktopState(userId);
}

export interface DesktopText {
  title: string;
  body: string;
  lang: string;
}

/**
 * One notification; `tag` replaces an earlier one of the same alarm (or of the same burst) rather than stacking.
 * A click brings the console forward and opens what it names.
 */
export function showDesktopNotification(tag: string, text: DesktopText, onClick: () => void) {
  const shown = new Notification(text.title, { body: text.body, tag, lang: text.lang });
  shown.onclick = () => {
    window.focus();
    onClick();
    shown.close();
  };
}
