// Feedback and contact submissions; their counts per IP and per e-mail drive the abuse limits.
import type { Executor } from './db.ts';

export type SubmissionKind = 'feedback' | 'contact';

export interface Submission {
  id: string;
  kind: SubmissionKind;
  email: string;
  ip: string;
  body: unknown;
  createdAt: number;
}

export class SubmissionStore {
  constructor(readonly db: Executor) {}

  async insert(s: Submission): Promise<void> {
    await this.db.q.insertInto('submissions')
      .values({ id: s.id, kind: s.kind, email: s.email, ip: s.ip, body: JSON.stringify(s.body), created_at: s.createdAt })
      .execute();
  }

  /** How many submissions of a kind came from an IP (or an e-mail) after `sinceMs`, and the oldest's time. */
  async countSince(kind: SubmissionKind, by: 'ip' | 'email', value: string, sinceMs: number): Promise<{ n: number; oldest: number | null }> {
    const row = await this.db.q.selectFrom('submissions')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('kind', '=', kind).where(by, '=', value).where('created_at', '>', sinceMs)
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
  }
}
