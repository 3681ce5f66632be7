import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/JSON export carries it, with its attributes and its resource's as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, unknown>;
  events: Array<{ name: string; attributes: Record<string, unknown> }>;
  resource: Record<string, unknown>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

const plain = (list: KeyValue[] = []) =>
  Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue)),
    ]),
  );

interface Export {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      spans?: Array<
        Omit<ReceivedSpan, 'attributes' | 'events' | 'resource'> & {
          attributes?: KeyValue[];
          events?: Array<{ name: string; attributes?: KeyValue[] }>;
        }
      >;
    }>;
  }>;
}

export interface OtlpReceiver {
  /** the collector's base URL, for OTEL_EXPORTER_OTLP_ENDPOINT */
  endpoint: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/**
 * A tiny OTLP/HTTP collector for tests (decision 0273): it keeps the spans of every POST /v1/traces in OTLP/JSON
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and answers 200.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Export;
      for (const rs of body.resourceSpans ?? []) {
        const resource = plain(rs.resource?.attributes);
        for (const ss of rs.scopeSpans ?? [])
          for (const s of ss.spans ?? [])
            spans.push({
              ...s,
              status: s.status ?? {},
              attributes: plain(s.attributes),
              events: (s.events ?? []).map((e) => ({ name: e.name, attributes: plain(e.attributes) })),
              resource,
            });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
