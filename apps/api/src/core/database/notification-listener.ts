import type { Logger } from '@nestjs/common';
import pg from 'pg';

export interface NotificationListenerOptions {
  databaseUrl: string;
  /** A PostgreSQL identifier (it is written into `LISTEN` as it is). */
  channel: string;
  /** Shown in `pg_stat_activity`. */
  applicationName: string;
  /** Called for each notification on the channel. */
  onNotify: () => void;
  /**
   * True once listening (anything kept before may have missed a notification), false when the
   * connection is lost (nothing learnt of changes until it is back).
   */
  onActive: (active: boolean) => void;
  logger: Pick<Logger, 'warn'>;
  reconnectMs?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * A dedicated connection that LISTENs on one channel and connects again a second after it is
 * lost; for caches their owner keeps honest with a trigger's NOTIFY (see InvalidatedCache).
 */
export class NotificationListener {
  private client?: pg.Client;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(private readonly options: NotificationListenerOptions) {
    if (!IDENTIFIER.test(options.channel)) throw new Error(`bad channel ${options.channel}`);
  }

  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.options.onActive(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const { databaseUrl, channel, applicationName, onNotify, onActive, logger } = this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName,
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      onActive(false);
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      if (error) logger.warn({ msg: `${channel}: connection lost`, error: error.message });
      this.reconnectTimer = setTimeout(() => void this.listen(), this.options.reconnectMs ?? 1_000);
      this.reconnectTimer.unref();
    };
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (this.client !== client) return;
      onActive(true);
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
