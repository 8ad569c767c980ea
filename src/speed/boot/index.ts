/** The entry the build bundles into boot.<hash>.js (config/appShell.ts). */
import { runBoot } from './run';

runBoot();
