import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Runs tasks of one worker entry on other threads. */
export type WorkerPool = {
  run<TTask, TResult>(task: TTask): Promise<TResult>;
  /**
   * Runs `work` (read a task's rows, then `run` it) when a thread is free,
   * first come first served: six exports at once then read their rows one
   * after the other as the threads take them, not all at the start (a burst
   * on the request thread, and every export's rows in memory at once).
   */
  whenFree<T>(work: () => Promise<T>): Promise<T>;
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
 * A piscina pool (ADR 0034) that starts its threads on the first task and ends
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
  let busy = 0;
  const waiting: (() => void)[] = [];
  const whenFree = async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= maxThreads) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
  return {
    run: (task) => pool.run(task),
    whenFree,
    close: () => pool.close({ force: true }),
  };
}
