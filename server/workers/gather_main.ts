/**
 * The gather worker thread's module (`spawnGatherWorker`): its own file,
 * as the parse worker's is. `gather_worker.ts` asked `import.meta.main`,
 * which is false in a bundle, where its worker would not have started.
 *
 * @module
 */

import { runAsWorker, type WorkerScope } from "./gather_worker.ts";

// Only in a worker: importing this elsewhere (a test, the upgrade's load
// check) starts nothing.
if ("WorkerGlobalScope" in globalThis) {
  runAsWorker(self as unknown as WorkerScope);
}
