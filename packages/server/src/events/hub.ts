import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connection';
import { EVENT_CHANNEL, type EventNotice } from './publish';

/** One event as a replica received it: its place in this replica's sequence and when it came. */
export interface HeardEvent {
  seq: number;
  at: number;
  notice: EventNotice;
}

/** Something that takes this replica's events in order (an open stream). */
export interface EventSink {
  readonly sessionId: string;
  offer(event: HeardEvent): void;
  /** Ends the stream (the server drains or closes). */
  end(): void;
}

export interface EventHubOptions {
  /** Events kept for a reconnect's `Last-Event-ID` (default 1,000)… */
  keepCount?: number;
  /** …and for how long (default 5 minutes). */
  keepMs?: number;
}

/**
 * A replica's side of the event stream: it LISTENs on the events' channel (src/events/publish.ts),
 * numbers what it hears, keeps the last ones for reconnects and hands each to the open streams.
 *
 * Event ids are `<epoch>-<seq>`: the epoch is this process's, so an id from another replica (a
 * reconnect that a load balancer sent elsewhere) or from before a restart is told apart, and the
 * stream says `reload` instead of guessing what was missed. So does an id older than what is kept.
 */
export class EventHub {
  readonly epoch = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly kept: HeardEvent[] = [];
  private readonly sinks = new Set<EventSink>();
  private stopListening: (() => Promise<void>) | undefined;
  private readonly keepCount: number;
  private readonly keepMs: number;

  constructor(options: EventHubOptions = {}) {
    this.keepCount = options.keepCount ?? 1_000;
    this.keepMs = options.keepMs ?? 5 * 60_000;
  }

  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(EVENT_CHANNEL, (payload) => this.hear(payload));
  }

  /** A NOTIFY's payload: numbered, kept, and offered to every open stream. */
  hear(payload: string): void {
    let notice: EventNotice;
    try {
      notice = JSON.parse(payload) as EventNotice;
    } catch {
      return;
    }
    const event: HeardEvent = { seq: ++this.seq, at: Date.now(), notice };
    this.kept.push(event);
    this.trim(event.at);
    for (const sink of this.sinks) sink.offer(event);
  }

  idOf(event: HeardEvent): string {
    return `${this.epoch}-${event.seq}`;
  }

  /** The id a stream starts from when nothing came yet (so a reconnect resends what comes next). */
  currentId(): string {
    return `${this.epoch}-${this.seq}`;
  }

  /**
   * What a reconnect missed since `lastEventId`, in order; `reload` when that cannot be told (an id
   * of another replica or process, or older than the events kept).
   */
  since(lastEventId: string): HeardEvent[] | 'reload' {
    const match = /^([0-9a-f]+)-(\d+)$/.exec(lastEventId.trim());
    if (!match || match[1] !== this.epoch) return 'reload';
    const last = Number(match[2]);
    if (last > this.seq) return 'reload';
    this.trim(Date.now());
    const oldest = this.kept[0]?.seq ?? this.seq + 1;
    if (last + 1 < oldest) return 'reload';
    return this.kept.filter((event) => event.seq > last);
  }

  /** Open streams of one sign-in session (the per-session limit). */
  openFor(sessionId: string): number {
    let count = 0;
    for (const sink of this.sinks) if (sink.sessionId === sessionId) count += 1;
    return count;
  }

  get open(): number {
    return this.sinks.size;
  }

  add(sink: EventSink): void {
    this.sinks.add(sink);
  }

  remove(sink: EventSink): void {
    this.sinks.delete(sink);
  }

  /** Ends every open stream: the server drains (their clients reconnect to another replica). */
  endAll(): void {
    for (const sink of [...this.sinks]) sink.end();
  }

  async close(): Promise<void> {
    this.endAll();
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  private trim(now: number): void {
    while (this.kept.length > this.keepCount || (this.kept[0] && this.kept[0].at < now - this.keepMs)) {
      this.kept.shift();
    }
  }
}
