// The full ja-JP catalog, one file per area in ../ja-JP/: loaded on demand for the active language (../load.ts).
import * as areas from '../ja-JP/areas';
import { mergeAreas } from '../mergeAreas';
import type { Catalog } from '../types';

export default mergeAreas(areas) satisfies Catalog;
