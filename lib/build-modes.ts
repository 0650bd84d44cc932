// Which builds reach the local sandbox (its address is `WXT_SANDBOX_URL` from `.env.<mode>`).
// `development`: what `npm start` and the end-to-end tests load. `sandbox`: the production code
// (minified, React's production build), still able to reach the sandbox, so benchmarks measure what
// users run. The production build (`wxt build`) never reaches it.

export const SANDBOX_MODES: readonly string[] = ['development', 'sandbox'];

export const reachesSandbox = (mode: string): boolean => SANDBOX_MODES.includes(mode);
