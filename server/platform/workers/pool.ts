import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Runs tasks of one worker entry on other threads. */
export type WorkerPool = {
  run<TTask, TResult>(task: TTask): Promise<TResult>;
  close(): Promise<void>;
};

/** One thread per core but one, so the request thread keeps a core (at least one thread). */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The entry's file beside the calling module: `.ts` when the server runs from
 * source (tsx), `.js` in the production build (scripts/build-server.ts).
 */
export function workerEntry(base: string, name: string): URL {
  const extension = base.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${extension}`, base);
}

/**
 * A piscina pool (ADR 0033) that starts its threads on the first task and ends
 * them when idle, so an instance that exports nothing holds no thread. From
 * source, the threads load TypeScript the way the server does (tsx).
 */
export function createWorkerPool(entry: URL, maxThreads = defaultPoolSize()): WorkerPool {
  const filename = fileURLToPath(entry);
  const fromSource = filename.endsWith('.ts');
  const inherited = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  const pool = new Piscina({
    filename,
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    execArgv:
      fromSource && !inherited.includes('tsx') ? [...inherited, '--import', 'tsx'] : inherited,
  });
  return {
    run: (task) => pool.run(task),
    close: () => pool.close({ force: true }),
  };
}
