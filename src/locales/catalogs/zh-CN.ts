// The full zh-CN catalog, one file per area in ../zh-CN/: loaded on demand for the active language (../load.ts).
import * as areas from '../zh-CN/areas';
import { mergeAreas } from '../mergeAreas';
import type { Catalog } from '../types';

export default mergeAreas(areas) satisfies Catalog;
