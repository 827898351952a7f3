// Fails the run at once, with the reason, when the gateway binary or the build is missing.
import { existsSync } from 'node:fs';
import { preflightProblems } from './gateway';

export default function preflight() {
  const problems = preflightProblems();
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) problems.push(`chromium not found at ${chromium}`);
  if (problems.length) throw new Error(`e2e cannot start:\n  ${problems.join('\n  ')}`);
}
