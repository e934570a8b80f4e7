// Structured log lines (JSON, one per line). Errors carry their stack here, never in a response.
export interface Logger {
  info(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

function serialize(entry: Record<string, unknown>): string {
  return JSON.stringify(entry, (_key, value) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
}

export const jsonLogger: Logger = {
  info: (entry) => process.stdout.write(`${serialize({ level: 'info', time: new Date().toISOString(), ...entry })}\n`),
  error: (entry) =>
    process.stderr.write(`${serialize({ level: 'error', time: new Date().toISOString(), ...entry })}\n`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
