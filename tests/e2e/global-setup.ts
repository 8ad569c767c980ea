import { assertChromium } from './chromium';

export default function globalSetup() {
  assertChromium();
}
