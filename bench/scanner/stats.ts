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
  return (await timeTogether({ task }, runs, warmUp)).task;
}

/**
 * Times several tasks taking turns (one run of each, then again): on a machine others load too, a
 * burst of load falls on every task alike instead of on whichever was being measured.
 */
export async function timeTogether<K extends string>(
  tasks: Record<K, () => Promise<unknown>>,
  runs: number,
  warmUp = 5,
): Promise<Record<K, TimingStats>> {
  const names = Object.keys(tasks) as K[];
  const samples = new Map(names.map((name) => [name, { wall: [] as number[], cpu: [] as number[] }]));
  for (let i = 0; i < warmUp; i++) for (const name of names) await tasks[name]();
  for (let i = 0; i < runs; i++) {
    for (const name of names) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await tasks[name]();
      const sample = samples.get(name);
      sample?.wall.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      sample?.cpu.push((used.user + used.system) / 1000);
    }
  }
  const stats = {} as Record<K, TimingStats>;
  for (const name of names) {
    const { wall, cpu } = samples.get(name) ?? { wall: [], cpu: [] };
    stats[name] = {
      runs,
      medianMs: round(quantile(wall, 0.5)),
      p95Ms: round(quantile(wall, 0.95)),
      cpuMedianMs: round(quantile(cpu, 0.5)),
    };
  }
  return stats;
}
