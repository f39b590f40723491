// The end-to-end specs' own servers: one implementation with the request-level suite (tests/built-server.ts).
export { startOwnServer, type OwnServer } from "../built-server";
