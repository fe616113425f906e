import { EventEmitter } from 'node:events';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { closeRedis, redisPrefix, subscriberOf, type SharedRedis } from './redis';

type Listener<T> = (message: T) => void;

/** What `publish` sends on the channel: the topic and its message. */
const Envelope = Type.Object({ topic: Type.String(), message: Type.Unknown() });

/**
 * Messages to the listeners of a topic (e.g. one user's open pages), on whichever replica they are
 * connected. With Redis a message is published on one channel and every replica's subscriber hands it
 * to its own listeners; without Redis (one machine) it goes straight to this process's listeners.
 * Were Redis briefly away, a message still reaches the listeners on the replica that sent it.
 */
export class LiveEvents<T> {
  private readonly local = new EventEmitter();
  private readonly channel: string;
  private subscriber: SharedRedis | null = null;

  constructor(
    name: string,
    private readonly redis: SharedRedis | null,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    // One listener per open page: many is normal, not a leak.
    this.local.setMaxListeners(0);
    this.channel = redis ? `${redisPrefix(redis)}live:${name}` : name;
  }

  /** Starts listening to the other replicas (resolves once subscribed, or at once without Redis). */
  async start(): Promise<void> {
    if (!this.redis) return;
    const subscriber = subscriberOf(this.redis);
    subscriber.on('error', this.onError);
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      try {
        // The envelope is checked; the message is what `publish` was given, on some replica.
        const { topic, message } = Value.Parse(Envelope, JSON.parse(raw));
        this.local.emit(topic, message);
      } catch (err) {
        this.onError(err);
      }
    });
    this.subscriber = subscriber;
    // ioredis subscribes again by itself after a reconnection.
    await subscriber.subscribe(this.channel);
  }

  async publish(topic: string, message: T): Promise<void> {
    if (this.redis) {
      try {
        await this.redis.publish(this.channel, JSON.stringify({ topic, message }));
        return;
      } catch (err) {
        this.onError(err);
      }
    }
    this.local.emit(topic, message);
  }

  /** Calls `listener` with every message of the topic until the returned function is called. */
  subscribe(topic: string, listener: Listener<T>): () => void {
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }

  /** How many listeners a topic has on this replica. */
  listeners(topic: string): number {
    return this.local.listenerCount(topic);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await closeRedis(subscriber);
  }
}
