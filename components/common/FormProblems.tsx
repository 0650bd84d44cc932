/** What is wrong with a form as a whole, all at once, announced as it appears (none: nothing drawn). */
export function FormProblems({ problems, testId }: { problems: readonly string[]; testId?: string }) {
  if (problems.length === 0) return null;
  return (
    <ul
      role="alert"
      className="list-disc rounded border border-amber-300 bg-amber-50 p-2 pl-6 text-sm text-amber-900"
      data-testid={testId}
    >
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
