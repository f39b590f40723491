import { FirestoreServer } from "@firestore-emulator/server";
import { ServerCredentials, type Server } from "@grpc/grpc-js";

/**
 * Starts the in-process Firestore emulator on 127.0.0.1 and a free port. Its own start() binds
 * 0.0.0.0, so we bind its gRPC server ourselves (TOOLCHAIN.md).
 */
export async function startFirestoreEmulator(): Promise<{ host: string; server: FirestoreServer; stop: () => void }> {
  const server = new FirestoreServer();
  const grpc = (server as unknown as { server: Server }).server;
  const port = await new Promise<number>((resolve, reject) =>
    grpc.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    ),
  );
  return { host: `127.0.0.1:${port}`, server, stop: () => server.stop() };
}
