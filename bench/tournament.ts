/**
 * What the bot strength benches share: the 95% interval, a few printing helpers,
 * command-line options, and a pool of worker processes that play the games (so
 * each game's CPU time is its worker's own and the cores are all used).
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";

/** Wilson score interval for `wins` out of `n` at 95%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** CPU microseconds as right-aligned milliseconds. */
export const ms = (us: number): string => (us / 1000).toFixed(2).padStart(9);

/** The value after `--name` on the command line. */
export function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

/** Worker count from `--workers`, one per core by default. */
export const workerCount = (): number => Number(option("workers") ?? availableParallelism());

/** Whether this process is one of the pool's workers (started by `playInWorkers`). */
export const isWorker = (): boolean => process.argv.includes("--worker");

/** In a worker: answers every job the pool sends with `play(job)`. */
export function serveJobs<J, R>(play: (job: J) => R): void {
  process.on("message", (job: J) => process.send?.(play(job)));
}

/**
 * Plays `jobs` in order across `workers` forks of `script` (which must call
 * `serveJobs` when `isWorker()`), printing progress every 50 results.
 */
export async function playInWorkers<J, R>(script: string, jobs: readonly J[], workers: number): Promise<R[]> {
  const queue = jobs.slice();
  const results: R[] = [];
  const start = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const child = fork(script, ["--worker"], { execArgv: process.execArgv });
      await new Promise<void>((resolve, reject) => {
        const next = () => {
          const job = queue.shift();
          if (job !== undefined) child.send(job as object);
          else {
            child.kill();
            resolve();
          }
        };
        child.on("message", (result: R) => {
          results.push(result);
          if (results.length % 50 === 0) {
            process.stderr.write(`${results.length} games done, ${((Date.now() - start) / 1000).toFixed(0)} s\n`);
          }
          next();
        });
        child.on("error", reject);
        child.on("exit", (code) => {
          if (code !== 0 && code !== null) reject(new Error(`worker exited with ${code}`));
        });
        next();
      });
    }),
  );
  return results;
}
