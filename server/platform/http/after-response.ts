import type { FastifyInstance, FastifyRequest } from 'fastify';

type Job = () => Promise<void>;

const jobsOf = new WeakMap<FastifyRequest, Job[]>();

/**
 * Runs `job` once the answer has been sent. For work whose duration must not
 * show in the response time (e.g. whether an account exists). Failures are
 * logged; the client has its answer already.
 */
export function afterResponse(request: FastifyRequest, job: Job): void {
  const jobs = jobsOf.get(request);
  if (jobs) jobs.push(job);
  else jobsOf.set(request, [job]);
}

/** Starts the jobs of `afterResponse` in onResponse; closing the app waits for them. */
export function registerAfterResponse(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();
  app.addHook('onResponse', async (request) => {
    const jobs = jobsOf.get(request);
    if (!jobs) return;
    jobsOf.delete(request);
    for (const job of jobs) {
      const run: Promise<void> = job()
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'work after the response failed'),
        )
        .finally(() => running.delete(run));
      running.add(run);
    }
  });
  // Registered after the database: onClose runs last-in first-out, so this waits first.
  app.addHook('onClose', async () => {
    while (running.size > 0) await Promise.all([...running]);
  });
}
