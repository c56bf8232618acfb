// The service's own counters, written in the Prometheus text exposition format
// (version 0.0.4): `# HELP`, `# TYPE`, then one `name{labels} value` per series.
import type { Verdict } from "../core/types.js";

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Seconds; from a cached lexical check (milliseconds) to a model judge near the default 30 s deadline. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const VERDICTS: readonly Verdict[] = ["supported", "unsupported", "contradicted"];

type Labels = Readonly<Record<string, string>>;

interface Series<T> {
  labels: Labels;
  value: T;
}

/** Series keyed by their label set, listed in a stable order so that two scrapes diff cleanly. */
class Family<T> {
  private readonly series = new Map<string, Series<T>>();

  constructor(private readonly initial: () => T) {}

  at(labels: Labels): Series<T> {
    const key = labelText(labels);
    let found = this.series.get(key);
    if (found === undefined) {
      found = { labels, value: this.initial() };
      this.series.set(key, found);
    }
    return found;
  }

  sorted(): Series<T>[] {
    return [...this.series.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, series]) => series);
  }
}

interface Histogram {
  /** Per bucket, observations at or below its bound (not yet cumulative). */
  counts: number[];
  sum: number;
  count: number;
}

export interface GaugeSources {
  inFlight: () => number;
  queued: () => number;
}

export class Metrics {
  private readonly requests = new Family(() => 0);
  private readonly durations = new Family<Histogram>(() => ({ counts: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }));
  private readonly claims = new Family(() => 0);

  constructor(private readonly gauges: GaugeSources) {
    // Every verdict from the start: a rate over a series that appears late reads as a jump.
    for (const verdict of VERDICTS) this.claims.at({ verdict });
  }

  /** `route` is the route's pattern (`/runs/:id`), never the raw path: one series per route, not per URL. */
  request(labels: { route: string; method: string; status: number }, seconds: number): void {
    this.requests.at({ route: labels.route, method: labels.method, status: String(labels.status) }).value++;
    const histogram = this.durations.at({ route: labels.route }).value;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) histogram.counts[bucket]!++;
    histogram.sum += seconds;
    histogram.count++;
  }

  claimsChecked(counts: Readonly<Record<Verdict, number>>): void {
    for (const verdict of VERDICTS) this.claims.at({ verdict }).value += counts[verdict];
  }

  exposition(): string {
    const lines: string[] = [];
    const header = (name: string, type: string, help: string): void => void lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

    header("groundcheck_http_requests_total", "counter", "HTTP requests answered, by route pattern, method and status.");
    for (const { labels, value } of this.requests.sorted()) lines.push(sample("groundcheck_http_requests_total", labels, value));

    header("groundcheck_http_request_duration_seconds", "histogram", "Time from receiving a request to its response, in seconds.");
    for (const { labels, value } of this.durations.sorted()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, i) => {
        cumulative += value.counts[i]!;
        lines.push(sample("groundcheck_http_request_duration_seconds_bucket", { ...labels, le: String(bound) }, cumulative));
      });
      lines.push(sample("groundcheck_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" }, value.count));
      lines.push(sample("groundcheck_http_request_duration_seconds_sum", labels, value.sum));
      lines.push(sample("groundcheck_http_request_duration_seconds_count", labels, value.count));
    }

    header("groundcheck_claims_checked_total", "counter", "Claims checked by POST /v1/verify, by verdict.");
    for (const { labels, value } of this.claims.sorted()) lines.push(sample("groundcheck_claims_checked_total", labels, value));

    header("groundcheck_http_requests_in_flight", "gauge", "Requests being answered now.");
    lines.push(sample("groundcheck_http_requests_in_flight", {}, this.gauges.inFlight()));

    header("groundcheck_check_queue_length", "gauge", "Check requests waiting for a free slot.");
    lines.push(sample("groundcheck_check_queue_length", {}, this.gauges.queued()));

    return `${lines.join("\n")}\n`;
  }
}

function sample(name: string, labels: Labels, value: number): string {
  return `${name}${labelText(labels)} ${value}`;
}

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length === 0 ? "" : `{${pairs.join(",")}}`;
}

/** The three escapes the format defines for label values. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}
