// Prints free loopback ports, comma-separated: one, or as many as the first argument says (all different).
import { freePorts } from './server-utils.mjs';

process.stdout.write((await freePorts(Number(process.argv[2]) || 1)).join(','));
