// Feedback and contact submissions as received (their per-IP and per-e-mail limits are counted by the counters).
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
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async insert(s: Submission): Promise<void> {
    await this.db.q
      .insertInto('submissions')
      .values({
        id: s.id,
        kind: s.kind,
        email: s.email,
        ip: s.ip,
        body: JSON.stringify(s.body),
        created_at: s.createdAt,
      })
      .execute();
  }
}
