export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** A short description of the browser it was started in ("Chrome on Android"); null when unknown. */
  device: string | null;
}
