// Runs one bench child (a .ts file next to this one) with the same tsx loader, returns its one
// IPC message. The child exits by itself; a timeout kills it if it hangs.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function forkOnce<T>(file: string, args: string[], message: unknown, timeoutMs: number): Promise<T> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as T);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with code ${code} before reporting`));
    });
    child.once('error', reject);
    if (message !== undefined) child.send(message as object);
  });
}
