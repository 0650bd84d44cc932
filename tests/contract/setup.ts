import { beforeAll } from 'vitest';
import { forgetBudgets } from '../../lib/provider/request-budget.ts';

// Each contract file starts its own sandbox, which seeds the same site ids as every other file's; the
// files share one module graph (vitest.config.ts), so the extension's request budget, counted by site
// id, would start a file with the calls earlier files made counted against it (its reads then held
// back for up to a minute: a timeout under load). Each file starts with none counted.
beforeAll(() => forgetBudgets());
