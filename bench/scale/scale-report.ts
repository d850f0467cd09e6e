import type { SoakRun, ThroughputRun } from './cluster-runs';
import type { SseLatencyRun } from './sse-latency';
import { round } from './stats';

export interface ScaleResult {
  date: string;
  machine: { cpus: number; model: string; loadAverage: number[]; node: string };
  sse: SseLatencyRun[];
  throughput: ThroughputRun[];
  soak: SoakRun | null;
}

/** The targets issue 25 sets for chat delivery on this machine (p99). */
export const SSE_TARGET_P99_MS = { oneInstance: 100, twoInstances: 150 } as const;

const ms = (value: number) => (Number.isFinite(value) ? `${round(value)} ms` : '–');

export function scaleMarkdown(r: ScaleResult, o: { soakRate: number }): string {
  const lines = [
    `# Scale-out bench, ${r.date}`,
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.model}, load average ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' / ')} at the start, Node ${r.machine.node}. Everything (servers, PostgreSQL, Redis, haproxy, the load and the subscribers) runs on this one machine.`,
    '',
    '## Chat delivery to live subscribers',
    '',
    "One tab = one event stream (graphql-sse single connection mode), all subscribed to one chat; the visitor sends 20 messages one after another; the delay runs from the mutation's start to each stream carrying the message.",
    '',
    '| instances | subscribers | delivered | p50 | p99 | max | mutation p50 | p99 target |',
    '|---|---|---|---|---|---|---|---|',
    ...r.sse.map((run) => {
      const target = run.instances === 1 ? SSE_TARGET_P99_MS.oneInstance : SSE_TARGET_P99_MS.twoInstances;
      const verdict = run.p99Ms <= target ? 'met' : 'missed';
      return `| ${run.instances}${run.instances > 1 ? ' (Redis)' : ''} | ${run.subscribers} | ${run.delivered}/${run.expected} | ${ms(run.p50Ms)} | ${ms(run.p99Ms)} | ${ms(run.maxMs)} | ${ms(run.mutationP50Ms)} | ${target} ms: ${verdict} |`;
    }),
    '',
    '## listCourses through haproxy (round-robin)',
    '',
    '| instances | req/s | p50 | p99 | errors | non-2xx | scaling vs 1 |',
    '|---|---|---|---|---|---|---|',
    ...r.throughput.map(
      (t) =>
        `| ${t.instances} | ${t.load.requestsPerSecond} | ${t.load.p50} ms | ${t.load.p99} ms | ${t.load.errors} | ${t.load.non2xx} | ${t.scaling.toFixed(2)} |`,
    ),
    '',
    `On ${r.machine.cpus} cores shared by the instances, PostgreSQL, haproxy and the load generator, more instances cannot add cores: the ratio shows what the balancer and the extra processes cost or gain here, not what separate machines would give.`,
  ];
  if (r.soak) {
    const s = r.soak;
    lines.push(
      '',
      `## Soak: ${s.minutes} minutes at ${o.soakRate} req/s on 2 instances`,
      '',
      `${s.requests} requests (${s.requestsPerSecond} req/s), ${s.errors} errors, ${s.non2xx} non-2xx, p99 ${s.p99Ms} ms.`,
      '',
      '| instance | RSS at start | RSS at end | samples every 30 s (MB) |',
      '|---|---|---|---|',
      ...s.memory.map((m) => `| ${m.instance} | ${m.startMb} MB | ${m.endMb} MB | ${m.samplesMb.join(', ')} |`),
    );
  }
  return lines.join('\n');
}
