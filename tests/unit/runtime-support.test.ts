import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The Node.js lines the portal names (README, 'Node.js'): production on a
 * supported LTS line (22, 24 and later), and the Node.js 20.19+ the CI
 * machines run still allowed, so `npm ci` and the tests work there.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } }>;
};
const readme = readFileSync('README.md', 'utf8');

type Version = [number, number, number];

function parse(version: string): Version {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

function atLeast(a: Version, b: Version): boolean {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** npm's reading of the two comparator forms the field uses: `^x.y.z` and `>=x.y.z`, joined by `||`. */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(part);
    if (!match?.[2]) throw new Error(`comparator not understood: ${part}`);
    const floor = parse(match[2]);
    return match[1] === '>=' ? atLeast(v, floor) : v[0] === floor[0] && atLeast(v, floor);
  });
}

describe('the Node.js lines of package.json engines', () => {
  const range = pkg.engines.node;

  it('allow the supported LTS lines for production and the Node.js 20.19+ of these machines', () => {
    for (const ok of ['20.19.0', process.versions.node, '22.12.0', '22.22.2', '24.0.0', '26.0.0']) {
      expect(satisfies(ok, range), ok).toBe(true);
    }
  });

  it('refuse lines that are no LTS or too old for the build (Vite needs 20.19+ or 22.12+)', () => {
    for (const bad of ['18.20.8', '20.18.3', '21.7.3', '22.11.0', '23.11.1']) {
      expect(satisfies(bad, range), bad).toBe(false);
    }
  });

  it('are the lock file’s, and the README names them with the lines tested here', () => {
    expect(lock.packages['']?.engines?.node).toBe(range);
    const start = readme.indexOf('**Node.js.**');
    const section = readme.slice(start, readme.indexOf('\n\n', start)).replace(/\s+/g, ' ');
    expect(section).toContain(`\`engines\`: \`${range}\``);
    expect(section).toMatch(/Production runs a supported LTS line: \*\*24\*\*.*\*\*22\*\*/);
    expect(section).toMatch(/is the line tested here/);
  });
});
