/** The bench's results: a markdown table with each goal's PASS/FAIL, and the same as JSON in bench-results/<db>.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load.ts';

export interface TargetRow extends LoadResult {
  name: string;
  /** the share of the /healthz floor this target must reach (0 for the floor itself) */
  minShare: number;
  /** the server's own CPU time per answered request in µs (null where /proc is not there) */
  serverCpuUs: number | null;
  /** req/s of the floor run just before this target (the share is of it); undefined for the floor itself */
  pairedFloor?: number;
}

export interface BenchReport {
  database: 'PGlite' | 'PostgreSQL';
  date: string;
  seconds: number;
  connections: number;
  rows: TargetRow[];
  listProductAt10: LoadResult;
  reserveOrder: LoadResult & { rate: number; scheduled: number; statuses: Record<string, number> };
  rssMb: number | null;
  warmStartMs: number;
}

const GOALS = { listProductP99Ms: 10, reserveP99Ms: 50, rssMb: 700, warmStartMs: 2000 };

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
/** A run is only judged on its latencies when most of its answers were 2xx. */
const mostlyErrors = (r: LoadResult) => r.errors > r.ok;

function judged(report: BenchReport) {
  const floor = report.rows[0].reqPerSec;
  const rows = report.rows.map((r, i) => {
    const base = r.pairedFloor ?? floor;
    const share = base > 0 ? r.reqPerSec / base : 0;
    const goal = i === 0 ? 'floor' : `>= ${Math.round(r.minShare * 100)} %`;
    const pass = i === 0 ? !mostlyErrors(r) : share >= r.minShare && !mostlyErrors(r);
    return { ...r, share, goal, pass, note: mostlyErrors(r) ? 'MOSTLY ERRORS' : '' };
  });
  const lp = report.listProductAt10;
  const ro = report.reserveOrder;
  return {
    rows,
    listProductAt10: { ...lp, goalP99Ms: GOALS.listProductP99Ms, pass: lp.p99 <= GOALS.listProductP99Ms && !mostlyErrors(lp) },
    reserveOrder: { ...ro, goalP99Ms: GOALS.reserveP99Ms, pass: ro.p99 <= GOALS.reserveP99Ms && ro.errors === 0 },
    rss: { mb: report.rssMb, goalMb: GOALS.rssMb, pass: report.rssMb !== null && report.rssMb <= GOALS.rssMb },
    warmStart: { ms: report.warmStartMs, goalMs: GOALS.warmStartMs, pass: report.warmStartMs <= GOALS.warmStartMs },
  };
}

export function printReport(report: BenchReport, root: string): string {
  const j = judged(report);
  const lines = [
    `Ugift bench on ${report.database}, ${report.date}: ${report.connections} connections, ${report.seconds} s per target`,
    '',
    '| target | req/s | floor just before | share of floor | p50 ms | p99 ms | errors | server CPU µs/req | goal | result |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...j.rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.reqPerSec, 0)} | ${r.pairedFloor === undefined ? '-' : fmt(r.pairedFloor, 0)} | ${fmt(r.share * 100, 0)} % | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.errors} | ${r.serverCpuUs === null ? '-' : fmt(r.serverCpuUs, 0)} | ${r.goal} | ${verdict(r.pass)}${r.note ? ` (${r.note})` : ''} |`,
    ),
    '',
    `- reserve_order open loop at ${j.reserveOrder.rate} req/s (${j.reserveOrder.scheduled} scheduled): ${fmt(j.reserveOrder.reqPerSec, 0)} ok/s, ` +
      `p50 ${fmt(j.reserveOrder.p50)} ms, p99 ${fmt(j.reserveOrder.p99)} ms, errors ${j.reserveOrder.errors} ` +
      `(statuses ${JSON.stringify(j.reserveOrder.statuses)}); goal p99 <= ${GOALS.reserveP99Ms} ms, no errors: ${verdict(j.reserveOrder.pass)}`,
    `- list_product (home) at 10 connections: ${fmt(j.listProductAt10.reqPerSec, 0)} req/s, p50 ${fmt(j.listProductAt10.p50)} ms, ` +
      `p99 ${fmt(j.listProductAt10.p99)} ms, errors ${j.listProductAt10.errors}; goal p99 <= ${GOALS.listProductP99Ms} ms ` +
      `(stated for PostgreSQL): ${verdict(j.listProductAt10.pass)}`,
    `- resident memory of the server after the bench: ${j.rss.mb === null ? 'unknown (no /proc)' : `${fmt(j.rss.mb, 0)} MB`}; ` +
      `goal <= ${GOALS.rssMb} MB: ${verdict(j.rss.pass)}`,
    `- warm start (spawn to /healthz 200 on migrated, seeded data): ${fmt(j.warmStart.ms, 0)} ms; goal <= ${GOALS.warmStartMs} ms: ${verdict(j.warmStart.pass)}`,
    `- database: ${report.database}`,
  ];
  const text = lines.join('\n');
  console.log(text);
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.database === 'PGlite' ? 'pglite' : 'postgresql'}.json`);
  writeFileSync(file, `${JSON.stringify({ ...report, judged: j }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(root, file)}`);
  return text;
}
