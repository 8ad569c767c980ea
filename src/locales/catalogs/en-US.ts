// The full en-US catalog, one file per area in ../en-US/: loaded on demand for the active language (../load.ts).
import * as areas from '../en-US/areas';
import { mergeAreas } from '../mergeAreas';

export default mergeAreas(areas);
