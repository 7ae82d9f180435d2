import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU time (user + system, ms) of a process and all its descendants, from Linux /proc: what the work cost,
 * whatever else runs on the machine. NaN where /proc is not available.
 */
export function treeCpuMs(root: number | null): number {
  if (root === null || !existsSync('/proc')) return NaN;
  const stats = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
    } catch {
      return []; // the process ended while we looked
    }
  });
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const p of stats) {
      if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
      tree.add(p.pid);
      grown = true;
    }
  }
  return stats.filter((p) => tree.has(p.pid)).reduce((n, p) => n + p.ticks, 0) * 10; // 100 ticks a second
}

/**
 * Gives a process and its descendants a higher CPU priority (nice `nice`, and the same for the scheduler's
 * autogroup of their session, without which nice counts only against processes of the same session), so a
 * measurement on a machine shared with other work reflects the program measured more than its neighbours.
 * Needs root (a negative nice); returns how many processes were raised, 0 where that is not allowed.
 */
export function raisePriority(root: number, nice = -10): number {
  if (!existsSync('/proc')) return 0;
  let raised = 0;
  for (const pid of descendants(root)) {
    try {
      os.setPriority(pid, nice);
      raised++;
    } catch {
      continue; // not allowed (no root) or the process ended: it runs at its own priority
    }
    try {
      writeFileSync(`/proc/${pid}/autogroup`, `${nice}`);
    } catch {
      // no autogroup scheduling on this kernel: nice alone applies
    }
  }
  return raised;
}

/** A process and all its descendants alive now, from Linux /proc. */
function descendants(root: number): number[] {
  const table = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((pid) => {
    try {
      return [{ pid: Number(pid), ppid: Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) }];
    } catch {
      return []; // the process ended while we looked
    }
  });
  const tree = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const p of table) {
      if (tree.has(p.pid) || !tree.has(p.ppid)) continue;
      tree.add(p.pid);
      grown = true;
    }
  }
  return [...tree];
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map(round1),
  };
}

/** Prints rows as an aligned table, the first column left-aligned. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
