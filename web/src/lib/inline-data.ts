// Data the server wrote into the first HTML answer (functions/src/features/pages), so the
// first page renders without asking the API again. Each block is read at most once.

/**
 * The parsed JSON of `<script type="application/json" id={id}>` when `accept` takes it
 * (the block is then removed, so later navigations fetch as usual); otherwise undefined.
 */
export function takeInlineData<T>(id: string, accept: (value: unknown) => T | undefined) {
  const block = document.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  let value: T | undefined;
  try {
    value = accept(JSON.parse(block.text));
  } catch {
    value = undefined;
  }
  if (value !== undefined) block.remove();
  return value;
}
