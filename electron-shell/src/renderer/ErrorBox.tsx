import type { Readable } from "./errors.js";

export function ErrorBox({ error, testId }: { error: Readable | null | undefined; testId?: string }) {
  if (!error) return null;
  return (
    <div className="error" role="alert" data-testid={testId} data-code={error.code}>
      <strong>{error.title}</strong>
      {error.details.length > 0 && (
        <ul>
          {error.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
