import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

// A CommonJS module with `exports.default`: under Node's ESM interop the function sits one level down.
const startSesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

/** The SES v2 emulator runs in this process; its viewer at `/` shows every email the app sent. */
export async function startSes(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = await startSesServer({ host: '127.0.0.1', port });
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      }),
  };
}
