// Runs npm scripts side by side: `node --import tsx scripts/run-parallel.ts lint typecheck`.
// eslint, prettier and tsc each keep one core busy; on CI's two cores running
// the lint and the type check together saves the shorter one's time. Each
// script's output is held back and printed whole when it ends, so two failures
// never interleave line by line. Exits non-zero if any script fails.
import { spawn } from 'node:child_process';

function run(script: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `failed (exit ${String(code)})`;
      process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: run-parallel.ts <npm script>...');
const codes = await Promise.all(scripts.map(run));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
