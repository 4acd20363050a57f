import { describe, expect, it, vi } from 'vitest';
import { calibrate, REFERENCE } from '../../bench/calibration';
import { printFigures } from '../../bench/figures';

const reference = { cpuMs: REFERENCE.cpuMs, helloWorldRps: REFERENCE.helloWorldRps };

describe('the bench judges time budgets against the machine it ran on', () => {
  it('keeps the budgets as written on a machine as fast as the reference, or faster', () => {
    expect(calibrate(reference, reference).factor).toBe(1);
    const faster = { cpuMs: REFERENCE.cpuMs / 2, helloWorldRps: REFERENCE.helloWorldRps * 2 };
    expect(calibrate(faster, faster).factor).toBe(1);
  });

  it('takes the slower of the CPU workload and the hello-world, averaged before and after', () => {
    const slowServer = { cpuMs: REFERENCE.cpuMs, helloWorldRps: REFERENCE.helloWorldRps / 4 };
    expect(calibrate(slowServer, reference).factor).toBeCloseTo(1.6, 1);
    const slowCpu = { cpuMs: REFERENCE.cpuMs * 3, helloWorldRps: REFERENCE.helloWorldRps };
    expect(calibrate(slowCpu, slowCpu).factor).toBe(3);
  });

  it('scales time budgets only: a size or a ratio is judged as written', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const over = printFigures(
        [
          { name: 'latency', value: 150, unit: 'ms', max: 100 },
          { name: 'drain', value: 5, unit: 's', max: 3 },
          { name: 'first load', value: 130, unit: 'KB', max: 125 },
          { name: 'ratio', value: 0.1, unit: '', min: 0.15 },
        ],
        2,
      );
      expect(over).toBe(2);
      const lines = log.mock.calls.map(([line]) => String(line));
      expect(lines[0]).toContain('at most 100 × 2 = 200');
      expect(lines[0]).toMatch(/ ok$/);
      expect(lines[2]).toContain('OVER BUDGET');
      expect(lines[3]).toContain('OVER BUDGET');
    } finally {
      log.mockRestore();
    }
  });
});
