import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What a server wrote on its standard output so far (its logs), as a user's terminal or journald would get it. */
const written = new WeakMap<ChildProcess, { bytes: number; lines: number }>();

/**
 * Starts a server process and resolves once `url` answers 200. Its standard output is a pipe read
 * here, as under systemd (journald) or a terminal, not /dev/null: writing the logs costs what it costs.
 */
export async function startProcess(command: string, args: string[], env: Record<string, string>, url: string) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const output = { bytes: 0, lines: 0 };
  written.set(child, output);
  child.stdout?.on('data', (chunk: Buffer) => {
    output.bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) output.lines += 1;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${url} did not answer within 30 s`);
}

/** Bytes and lines the process has written on its standard output so far. */
export function outputOf(child: ChildProcess): { bytes: number; lines: number } {
  return { ...(written.get(child) ?? { bytes: 0, lines: 0 }) };
}

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
export function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
