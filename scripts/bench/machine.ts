import { cpus, loadavg, totalmem, type } from 'node:os';
import { launchChromium } from './browser';

/**
 * The machine the figures came from (issue 14 §3: figures are reported "with the machine they came from"): CPU model
 * and logical cores, memory (bytes), OS, Node and Chromium versions, and the 1/5/15-minute load averages when the
 * bench started and when it ended (a busy machine explains a slow run).
 */
export type Machine = {
  cpuModel: string;
  cores: number;
  memoryBytes: number;
  os: string;
  node: string;
  chromium: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[] | null;
};

const loadAverage = (): number[] => loadavg().map((value) => Math.round(value * 100) / 100);

/** Describes this machine now (the end load average is filled in by {@link finishMachine}). */
export async function describeMachine(): Promise<Machine> {
  const browser = await launchChromium();
  let chromium: string;
  try {
    chromium = await browser.version();
  } finally {
    await browser.close();
  }
  const processors = cpus();
  return {
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryBytes: totalmem(),
    os: `${type()} ${process.arch}`,
    node: process.version,
    chromium,
    loadAverageAtStart: loadAverage(),
    loadAverageAtEnd: null,
  };
}

/** The same description with the load average at the end of the bench. */
export const finishMachine = (machine: Machine): Machine => ({ ...machine, loadAverageAtEnd: loadAverage() });

/** One header line: `AMD EPYC, 2 cores, 7.8 GB, Linux x64, Node v22…, HeadlessChrome/156…, load 1.2 0.9 0.8 → …`. */
export function formatMachine(machine: Machine): string {
  const load = (values: number[] | null) => (values ? values.map((v) => v.toFixed(2)).join(' ') : '…');
  return [
    machine.cpuModel,
    `${machine.cores} cores`,
    `${(machine.memoryBytes / 1e9).toFixed(1)} GB`,
    machine.os,
    `Node ${machine.node}`,
    machine.chromium,
    `load average ${load(machine.loadAverageAtStart)} → ${load(machine.loadAverageAtEnd)}`,
  ].join(', ');
}

/**
 * A warning when the machine was busy (1-minute load average above its cores, at the start or the end): Lighthouse's
 * simulated timings and TBT follow the CPU other processes leave, so such figures are not the machine's own. Null when quiet.
 */
export function busyWarning(machine: Machine): string | null {
  const peak = Math.max(machine.loadAverageAtStart[0] ?? 0, machine.loadAverageAtEnd?.[0] ?? 0);
  if (peak <= machine.cores) return null;
  return `WARNING: the machine was busy (1-minute load average ${peak.toFixed(2)} on ${machine.cores} cores): timings and scores are lower than on a quiet machine; run again with nothing else running`;
}
