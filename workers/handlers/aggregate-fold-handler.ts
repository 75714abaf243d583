import { aggregateFold } from '../../jobs/definitions/aggregate-fold.ts';
import { foldRollupDeltas } from '../../services/emissions/fold-rollup-deltas.ts';
import { handleJob } from '../job-handler.ts';

/** Not a stored job: a lost fold is harmless (the scheduler requests another while deltas wait). */
export const aggregateFoldHandler = handleJob(aggregateFold, (_payload, deps) => foldRollupDeltas(deps));
