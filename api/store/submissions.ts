// Feedback and contact submissions; their counts per IP and per e-mail drive the abuse limits.
import type { Db } from './db.ts';

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
  private readonly insertRow;
  private readonly byIpSince;
  private readonly byEmailSince;

  constructor(db: Db) {
    this.insertRow = db.prepare(
      'INSERT INTO submissions (id, kind, email, ip, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.byIpSince = db.prepare(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM submissions WHERE kind = ? AND ip = ? AND created_at > ?',
    );
    this.byEmailSince = db.prepare(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM submissions WHERE kind = ? AND email = ? AND created_at > ?',
    );
  }

  insert(s: Submission): void {
    this.insertRow.run(s.id, s.kind, s.email, s.ip, JSON.stringify(s.body), s.createdAt);
  }

  /** How many submissions of a kind came from an IP (or an e-mail) after `sinceMs`, and the oldest's time. */
  countSince(kind: SubmissionKind, by: 'ip' | 'email', value: string, sinceMs: number): { n: number; oldest: number | null } {
    const stmt = by === 'ip' ? this.byIpSince : this.byEmailSince;
    return stmt.get(kind, value, sinceMs) as { n: number; oldest: number | null };
  }
}
