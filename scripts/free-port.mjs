// Prints a free loopback port.
import { freePort } from './server-utils.mjs';

process.stdout.write(String(await freePort()));
