export interface TimingStats {
  runs: number;
  medianMs: number;
  p95Ms: number;
  /**
   * CPU time of the process per run (median): what the decode costs the thread, even when other
   * processes compete for the cores and stretch the wall-clock figures.
   */
  cpuMedianMs: number;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** Runs `task` a few times unmeasured (JIT, wasm tiering), then `runs` times measured. */
export async function time(task: () => Promise<unknown>, runs: number, warmUp = 5): Promise<TimingStats> {
  for (let i = 0; i < warmUp; i++) await task();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await task();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    runs,
    medianMs: round(quantile(wall, 0.5)),
    p95Ms: round(quantile(wall, 0.95)),
    cpuMedianMs: round(quantile(cpu, 0.5)),
  };
}
